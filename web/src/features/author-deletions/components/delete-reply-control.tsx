import { AUTHOR_DELETION_MESSAGES } from '@contracts/author-deletions';
import { useState } from 'react';
import { notify } from '../../../lib/notify';
import { useServerWrite } from '../../../lib/server-data/use-server-write';
import { type DeletableReply, deleteReply } from '../api/delete-reply';
import { ConfirmDeletion } from './confirm-deletion';

interface DeleteReplyControlProps {
  target: DeletableReply;
  id: number;
  /** The key prefix of the list it is in, refreshed once it is gone, so it leaves in place. */
  listKey: string;
}

/** The author's Delete on their own comment or answer, with a dialog that says what will happen first. */
export function DeleteReplyControl({ target, id, listKey }: DeleteReplyControlProps) {
  const [open, setOpen] = useState(false);
  const noun = target === 'answers' ? 'answer' : 'comment';
  const descriptionId = `delete-${noun}-${id}-description`;
  const remove = useServerWrite({
    run: () => deleteReply(target, id),
    invalidates: [listKey, '/account'],
    onSuccess: () => {
      setOpen(false);
      notify.success(AUTHOR_DELETION_MESSAGES.deleted);
    },
  });

  return (
    <ConfirmDeletion
      noun={noun}
      descriptionId={descriptionId}
      open={open}
      onOpenChange={setOpen}
      busy={remove.pending}
      onConfirm={() => void remove.submit()}
    >
      Your {noun} will be removed from the page and from your history. This cannot be undone.
    </ConfirmDeletion>
  );
}
