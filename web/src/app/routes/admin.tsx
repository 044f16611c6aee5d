import { Navigate, useParams } from 'react-router-dom';
import { AdminDashboard } from '../../features/admin/components/admin-dashboard';
import { adminSection } from '../../features/admin/admin-section-list';
import { RequireLogin } from '../../features/auth/components/require-login';
import { useSessionStore } from '../../lib/session/session-store';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import styles from './admin.module.css';

/** /admin, /admin/{id} and /admin/db/{table}: the dashboard, with the section {id} open. */
export function AdminRoute() {
  // /admin/db/{table} is the Database section, showing one table.
  const params = useParams();
  const id = params.table !== undefined ? 'db' : params.section;
  const section = adminSection(id);
  const user = useSessionStore((state) => state.user);
  useDocumentTitle(section ? `${section.label} · Admin Area` : 'Admin Area');
  if (id !== undefined && !section) return <Navigate to={paths.notFound} replace />;
  return (
    <RequireLogin>
      <div className={styles.wide}>{user && <AdminDashboard user={user} section={section} />}</div>
    </RequireLogin>
  );
}
