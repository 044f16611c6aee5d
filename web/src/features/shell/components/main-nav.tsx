import { NavLink } from 'react-router-dom';
import { useLogout, useRememberCurrentPath } from '../../auth';
import { useSessionStore } from '../../../lib/session/session-store';
import { paths } from '../../../lib/paths';
import { PRIMARY_NAV, type NavItem } from './nav-items';
import styles from './main-nav.module.css';

interface MainNavProps {
  /** "bar" sits in the header and shortens labels below 1285 px; "drawer" lists full labels. */
  variant: 'bar' | 'drawer';
  /** Called after any item is chosen, e.g. to close the drawer. */
  onNavigate?: () => void;
}

function ItemLabel({ item, variant }: { item: NavItem; variant: MainNavProps['variant'] }) {
  if (variant === 'drawer' || !item.shortLabel) return item.label;
  return (
    <>
      <span className={styles.fullLabel}>{item.label}</span>
      <span className={styles.shortLabel}>{item.shortLabel}</span>
    </>
  );
}

export function MainNav({ variant, onNavigate }: MainNavProps) {
  const user = useSessionStore((state) => state.user);
  const logout = useLogout();
  const rememberCurrentPath = useRememberCurrentPath();
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? `${styles.link} ${styles.active}` : styles.link;

  const accountItems = user ? (
    <>
      <li>
        <NavLink to={paths.account} className={linkClass} onClick={onNavigate}>
          My Account
        </NavLink>
      </li>
      <li>
        <button
          type="button"
          className={styles.link}
          onClick={() => {
            onNavigate?.();
            void logout();
          }}
        >
          Logout
        </button>
      </li>
    </>
  ) : (
    <>
      <li>
        <NavLink to={paths.signup} className={`${styles.link} ${styles.signup}`} onClick={onNavigate}>
          Signup
        </NavLink>
      </li>
      <li>
        <NavLink
          to={paths.login}
          className={linkClass}
          onClick={() => {
            rememberCurrentPath();
            onNavigate?.();
          }}
        >
          Login
        </NavLink>
      </li>
    </>
  );

  return (
    <nav aria-label="Main" className={styles[variant]}>
      <ul className={styles.list}>
        {PRIMARY_NAV.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className={linkClass} onClick={onNavigate}>
              <ItemLabel item={item} variant={variant} />
            </NavLink>
          </li>
        ))}
        {accountItems}
      </ul>
    </nav>
  );
}
