import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import styles from './site-logo.module.css';

export function SiteLogo() {
  return (
    <Link to={paths.home} className={styles.logo}>
      <svg className={styles.mark} viewBox="0 0 32 32" width="36" height="36" aria-hidden="true">
        <rect width="32" height="32" rx="9" fill="currentColor" />
        <path
          d="M16 24c-5-3.2-8-6.2-8-9.6A4.4 4.4 0 0 1 16 12a4.4 4.4 0 0 1 8 2.4c0 3.4-3 6.4-8 9.6z"
          fill="var(--color-bg)"
        />
      </svg>
      <span className={styles.name}>
        Divorce <span className={styles.accent}>Community</span>
      </span>
    </Link>
  );
}
