import { RequireLogin } from '../../features/auth/components/require-login';
import { QotdManagement } from '../../features/qotd-admin/components/qotd-management';
import { useDocumentTitle } from '../../lib/use-document-title';
import styles from './admin.module.css';

// Who may see the table is the server's decision; the screen shows its not-allowed state when refused.
export function AdminQotdRoute() {
  useDocumentTitle('Question of the Day Management');
  return (
    <RequireLogin>
      <div className={styles.page}>
        <QotdManagement />
      </div>
    </RequireLogin>
  );
}
