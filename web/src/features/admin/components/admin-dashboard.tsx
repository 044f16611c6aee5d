import type { SessionUser } from '@contracts/members';
import { Lock } from 'lucide-react';
import { type ReactNode, Suspense } from 'react';
import { NavLink } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { Loading } from '../../../components/loading';
import { paths } from '../../../lib/paths';
import { ADMIN_SECTIONS } from '../admin-section-list';
import type { AdminSection } from '../admin-sections';
import styles from './admin-dashboard.module.css';

const sectionPath = (section: AdminSection) => section.to ?? paths.adminSection(section.id);

/** A link to a section: inside the web app, or (`href`) a page the server serves, loaded whole. */
function SectionLink({
  section,
  className,
  children,
}: {
  section: AdminSection;
  className: string | undefined;
  children: ReactNode;
}) {
  if (section.href) {
    return (
      <a href={section.href} className={className}>
        {children}
      </a>
    );
  }
  return (
    <NavLink to={sectionPath(section)} className={className}>
      {children}
    </NavLink>
  );
}

function SectionNav() {
  return (
    <nav className={styles.nav} aria-label="Admin Area">
      <ul className={styles.navList}>
        <li>
          <NavLink to={paths.admin} end className={styles.navLink}>
            Dashboard
          </NavLink>
        </li>
        {ADMIN_SECTIONS.map((section) => (
          <li key={section.id}>
            <SectionLink section={section} className={styles.navLink}>
              <section.icon size={18} aria-hidden className={styles.icon} />
              {section.label}
            </SectionLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The spec's dashboard facts: login state, uid, username and role. */
function SessionFacts({ user }: { user: SessionUser }) {
  return (
    <dl className={styles.status} aria-label="Your session">
      <div>
        <dt>Logged in</dt>
        <dd>Yes</dd>
      </div>
      <div>
        <dt>uid</dt>
        <dd>{user.uid}</dd>
      </div>
      <div>
        <dt>Username</dt>
        <dd>{user.username}</dd>
      </div>
      <div>
        <dt>Role</dt>
        <dd>{user.role}</dd>
      </div>
    </dl>
  );
}

function SectionCards() {
  return (
    <ul className={styles.cards}>
      {ADMIN_SECTIONS.map((section) => (
        <li key={section.id}>
          <SectionLink section={section} className={styles.card}>
            <section.icon size={24} aria-hidden className={styles.icon} />
            <span>
              <span className={styles.cardTitle}>{section.label}</span>
              <span className={styles.cardText}>{section.description}</span>
            </span>
          </SectionLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * An administrator's page of its own route (/admin-qotd, /admin-topics) inside the Admin Area: the
 * section list beside it, as on the dashboard. Anyone else sees the page alone, with the refusal
 * the server gives it.
 */
export function AdminLayout({ user, children }: { user: SessionUser | null; children: ReactNode }) {
  if (user?.role !== 'Administrator') return children;
  return (
    <div className={styles.layout}>
      <SectionNav />
      <div>{children}</div>
    </div>
  );
}

interface AdminDashboardProps {
  user: SessionUser;
  /** The section open at /admin/{id}; none on /admin. */
  section?: AdminSection;
}

/**
 * The Admin Area: a list of sections beside the open one. The server refuses every admin call to
 * anyone else; this only spares a member a screen of refusals.
 */
export function AdminDashboard({ user, section }: AdminDashboardProps) {
  if (user.role !== 'Administrator') {
    return (
      <EmptyState
        icon={Lock}
        text="The Admin Area is for administrators."
        action={{ to: paths.account, label: 'My Account' }}
      />
    );
  }
  const Screen = section?.screen;
  return (
    <div className={styles.layout}>
      <SectionNav />
      <div>
        {Screen ? (
          <Suspense fallback={<Loading />}>
            <Screen />
          </Suspense>
        ) : (
          <>
            <h1>Admin Area</h1>
            <SessionFacts user={user} />
            <SectionCards />
          </>
        )}
      </div>
    </div>
  );
}
