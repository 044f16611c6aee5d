import type { ManagedUser } from '@contracts/user-management';
import { Modal } from '../../../components/modal';
import { ApiError, errorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import styles from '../../../components/admin-screen.module.css';
import { useServerWrite } from '../../../lib/server-data/use-server-write';
import { changeUserRole } from '../api/change-user-role';
import type { RoleAction } from '../role-actions';

const TOAST_ID = 'user-role';

interface RoleDialogProps {
  user: ManagedUser;
  action: RoleAction;
  onClose: () => void;
  /** The server's answer: the user as they now are. */
  onChanged: (user: ManagedUser) => void;
}

/** Asks before a role changes, then changes it; the toast says what the server did. */
export function RoleDialog({ user, action, onClose, onChanged }: RoleDialogProps) {
  const change = useServerWrite({
    run: () => changeUserRole(user.uid, { role: action.role }),
    // The user as they now stand is the answer, which their row shows (onChanged).
    invalidates: [],
    toast: 'none',
    onSuccess: (reply) => {
      if (reply.changed) notify.success(reply.message, { id: TOAST_ID });
      else notify.info(reply.message, { id: TOAST_ID });
      onChanged(reply.user);
    },
    onFailure: (error) => {
      // Refusals (their own Administrator role, a user gone) are the person's to read; failures are ours.
      const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
      (refused ? notify.warning : notify.error)(errorMessage(error), { id: TOAST_ID });
    },
  });
  const busy = change.pending;

  async function confirm() {
    if (busy) return;
    await change.submit();
    onClose();
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={`${action.label}?`}
      action={{ label: action.label, onClick: () => void confirm(), busy }}
    >
      <p className={styles.dialogText}>
        <strong>{user.username}</strong> ({user.email})
      </p>
      <p className={styles.dialogText}>{action.outcome}</p>
    </Modal>
  );
}
