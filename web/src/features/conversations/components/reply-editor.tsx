import { EDIT_MESSAGES, type ReplyEdit } from '@contracts/edits';
import { Button } from '../../../components/button';
import { errorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { useServerWrite } from '../../../lib/server-data/use-server-write';
import { editReply } from '../../editing';
import { IdentifyingDetailsDialog } from '../../think-before-post';
import { useReplyDraft } from '../hooks/use-reply-draft';
import { ReplyTextField } from './reply-text-field';
import styles from './conversation.module.css';

interface ReplyEditorProps {
  target: 'comments' | 'answers';
  id: number;
  text: string;
  /** What to read again once saved: the post's replies. */
  invalidates: readonly string[];
  onDone: () => void;
}

/** Edits a comment or answer in place: its text, checked as when it was written. */
export function ReplyEditor({ target, id, text, invalidates, onDone }: ReplyEditorProps) {
  const draft = useReplyDraft(text);
  const saving = useServerWrite({
    run: (edit: ReplyEdit) => editReply(target, id, edit),
    invalidates,
    onSuccess: ({ editedAt }) => {
      if (editedAt === null) notify.info(EDIT_MESSAGES.nothingChanged);
      else notify.success(EDIT_MESSAGES.saved);
      onDone();
    },
    onFailure: (failure) => draft.setError(errorMessage(failure)),
  });

  return (
    <>
      <form
        className={styles.editor}
        onSubmit={(event) => draft.submit(event, { busy: saving.pending, send: (edit) => void saving.submit(edit) })}
        noValidate
      >
        <ReplyTextField
          draft={draft}
          label={target === 'answers' ? 'Edit your answer' : 'Edit your comment'}
          textareaClassName={styles.editorTextarea}
          autoFocus
        />
        <div className={styles.editorActions}>
          <Button type="submit" busy={saving.pending}>
            SAVE
          </Button>
          <Button type="button" variant="secondary" onClick={onDone}>
            Cancel
          </Button>
        </div>
      </form>
      <IdentifyingDetailsDialog {...draft.dialog} />
    </>
  );
}
