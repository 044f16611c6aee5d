import type { SessionUser } from '@contracts/members';
import { AccountSections } from '../../features/account/components/account-sections';
import { useConfirmLeaveWithoutPassword } from '../../features/account/hooks/use-confirm-leave-without-password';
import { RequireLogin } from '../../features/auth/components/require-login';
import { useSessionStore } from '../../lib/session/session-store';
import { useDocumentTitle } from '../../lib/use-document-title';
import styles from './account.module.css';

/** Mounted only while a new password is due, so that the page holds a router blocker only then. */
function ConfirmLeaveWithoutPassword() {
  useConfirmLeaveWithoutPassword();
  return null;
}

function AccountPage({ user }: { user: SessionUser }) {
  return (
    <div className={styles.page}>
      {user.mustChangePassword && <ConfirmLeaveWithoutPassword />}
      <h1>My Account</h1>
      <p className={styles.signedIn}>Logged in as {user.email}</p>
      <AccountSections user={user} />
    </div>
  );
}

export function AccountRoute() {
  useDocumentTitle('My Account');
  const user = useSessionStore((state) => state.user);
  return <RequireLogin>{user && <AccountPage user={user} />}</RequireLogin>;
}
