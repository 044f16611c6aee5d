import { CONVERSATION_MESSAGES, type NewReply, type PostKind } from '@contracts/content';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/button';
import { errorMessage } from '../../../lib/api';
import { useWarnBeforeLeaving } from '../../../lib/form-memory/unsaved-forms';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { useRememberCurrentPath } from '../../auth';
import { IdentifyingDetailsDialog } from '../../think-before-post';
import { useServerWrite } from '../../../lib/server-data/use-server-write';
import { useSessionStore } from '../../../lib/session/session-store';
import { addReply } from '../api/add-reply';
import { keptReplyKey, useReplyDraft } from '../hooks/use-reply-draft';
import { repliesKey } from '../targets';
import { ReplyTextField } from './reply-text-field';
import styles from './conversation.module.css';

interface ReplyFormProps {
  kind: PostKind;
  postId: number;
  loggedIn: boolean;
  onAdded: () => void;
}

/** The comment form ("Comment", SUBMIT) or, on a question, the answer form. */
export function ReplyForm({ kind, postId, loggedIn, onAdded }: ReplyFormProps) {
  const isAnswer = kind === 'qnas';
  // Kept for the visit while it is written; leaving the page with it unsent asks first.
  const keptKey = loggedIn ? keptReplyKey(kind, postId) : null;
  const draft = useReplyDraft('', keptKey);
  useWarnBeforeLeaving(keptKey);
  const uid = useSessionStore((state) => state.user?.uid ?? null);
  const sending = useServerWrite({
    run: (reply: NewReply) => addReply(kind, postId, reply),
    // The list is asked again as its Try Again does, once the reply is answered (added, or held for review).
    invalidates: () => [{ reload: repliesKey(kind, postId, uid) }],
    toast: 'none',
    onSuccess: (added) => {
      draft.setText('');
      draft.setError(undefined);
      // Held for review: said calmly; My Account shows it waiting.
      if (added.held) notify.success(added.message ?? '');
      else notify.success(isAnswer ? CONVERSATION_MESSAGES.answerSubmitted : CONVERSATION_MESSAGES.commentAdded);
      onAdded();
    },
    onFailure: (failure) => draft.setError(errorMessage(failure)),
  });
  const rememberCurrentPath = useRememberCurrentPath();

  if (!loggedIn) {
    return (
      <p className={styles.loginPrompt}>
        <Link to={paths.login} onClick={rememberCurrentPath}>
          Log in
        </Link>{' '}
        to {isAnswer ? 'answer this question' : 'add a comment'}.
      </p>
    );
  }

  return (
    <>
      <form
        className={styles.form}
        onSubmit={(event) =>
          draft.submit(event, {
            busy: sending.pending,
            // A new reply says how long its text took to write (the server holds a long one pasted by a new member).
            send: (reply) => void sending.submit({ ...reply, ...draft.writingTime() }),
          })
        }
        noValidate
      >
        <ReplyTextField draft={draft} label={isAnswer ? 'Answer' : 'Comment'} textareaClassName={styles.textarea} />
        <Button type="submit" busy={sending.pending}>
          SUBMIT
        </Button>
      </form>
      <IdentifyingDetailsDialog {...draft.dialog} />
    </>
  );
}
