import { type AnonymousDraft, DRAFT_MESSAGES } from '@contracts/drafts';
import { draftAge } from '@contracts/draft-age';
import { Modal } from '../../../components/modal';
import { ApiError, errorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import styles from '../../../components/admin-screen.module.css';
import { KINDS } from '../../content';
import { useServerWrite } from '../../../lib/server-data/use-server-write';
import { deleteAnonymousDraft } from '../api/delete-anonymous-draft';

const TOAST_ID = 'anonymous-content';

interface DeleteDraftDialogProps {
  draft: AnonymousDraft;
  onClose: () => void;
  /** The draft is no longer anonymous content: deleted now, or posted or deleted meanwhile. */
  onGone: (draft: AnonymousDraft) => void;
}

export function DeleteDraftDialog({ draft, onClose, onGone }: DeleteDraftDialogProps) {
  const removal = useServerWrite({
    run: () => deleteAnonymousDraft(draft.draftId),
    // The table takes the draft off (onGone).
    invalidates: [],
    toast: 'none',
    onSuccess: () => {
      notify.success(DRAFT_MESSAGES.removed, { id: TOAST_ID });
      onGone(draft);
    },
    onFailure: (error) => {
      // Not found, or posted by its author meanwhile: either way it has left the queue.
      if (error instanceof ApiError && (error.status === 404 || error.status === 409)) {
        notify.info(error.message, { id: TOAST_ID });
        onGone(draft);
      } else {
        notify.error(errorMessage(error), { id: TOAST_ID });
        onClose();
      }
    },
  });
  const busy = removal.pending;

  function remove() {
    if (!busy) void removal.submit();
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title="Delete anonymous content?"
      action={{ label: 'Delete', onClick: remove, busy }}
    >
      <p className={styles.dialogText}>
        <strong>{draft.title}</strong> ({KINDS[draft.kind].singular}, saved {draftAge(draft.savedAt, new Date())} ago)
        will be deleted. The visitor who wrote it will no longer be able to post it.
      </p>
    </Modal>
  );
}
