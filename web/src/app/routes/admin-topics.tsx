import { AdminLayout } from '../../features/admin/components/admin-dashboard';
import { RequireLogin } from '../../features/auth/components/require-login';
import { SuggestedCategories } from '../../features/topic-suggestions/components/suggested-categories';
import { useSessionStore } from '../../lib/session/session-store';
import { useDocumentTitle } from '../../lib/use-document-title';
import styles from './admin.module.css';

// Logged out, the page asks the person to log in (as /account does); who may see the table is the
// server's decision, and the screen shows its not-allowed state when the server refuses.
export function AdminTopicsRoute() {
  const user = useSessionStore((state) => state.user);
  useDocumentTitle('Suggested Categories');
  return (
    <RequireLogin>
      <div className={styles.wide}>
        <AdminLayout user={user}>
          <SuggestedCategories />
        </AdminLayout>
      </div>
    </RequireLogin>
  );
}
