import { Navigate, useParams } from 'react-router-dom';
import { AdminDashboard } from '../../features/admin/components/admin-dashboard';
import { adminSection } from '../../features/admin/admin-section-list';
import { RequireLogin } from '../../features/auth/components/require-login';
import { useSessionStore } from '../../features/auth/session-store';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import styles from './admin.module.css';

/** /admin and /admin/{id}: the dashboard, with the section {id} open. */
export function AdminRoute() {
  const { section: id } = useParams();
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
