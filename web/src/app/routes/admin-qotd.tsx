import { AdminLayout } from '../../features/admin/components/admin-dashboard';
import { RequireLogin } from '../../features/auth/components/require-login';
import { QotdManagement } from '../../features/qotd-admin/components/qotd-management';
import { useSessionStore } from '../../lib/session/session-store';
import { useDocumentTitle } from '../../lib/use-document-title';
import styles from './admin.module.css';

// Who may see the table is the server's decision; the screen shows its not-allowed state when refused.
export function AdminQotdRoute() {
  const user = useSessionStore((state) => state.user);
  useDocumentTitle('Question of the Day Management');
  return (
    <RequireLogin>
      <div className={styles.wide}>
        <AdminLayout user={user}>
          <QotdManagement />
        </AdminLayout>
      </div>
    </RequireLogin>
  );
}
