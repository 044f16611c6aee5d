import { COMMENT_MAX, CONVERSATION_MESSAGES, type NewReply, type PostKind } from '@contracts/content';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/button';
import { Field } from '../../../components/field';
import { inputClassName } from '../../../components/input-class';
import { errorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { useRememberCurrentPath } from '../../auth';
import { IdentifyingDetailsDialog, useThinkBeforePost } from '../../think-before-post';
import { useServerWrite } from '../../../lib/server-data/use-server-write';
import { addReply } from '../api/add-reply';
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
  const label = isAnswer ? 'Answer' : 'Comment';
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const sending = useServerWrite({
    run: (reply: NewReply) => addReply(kind, postId, reply),
    toast: 'none',
    onSuccess: () => {
      setText('');
      setError(undefined);
      notify.success(isAnswer ? CONVERSATION_MESSAGES.answerSubmitted : CONVERSATION_MESSAGES.commentAdded);
      onAdded();
    },
    onFailure: (failure) => setError(errorMessage(failure)),
  });
  const busy = sending.pending;
  const rememberCurrentPath = useRememberCurrentPath();
  const { checkThenSend, dialog } = useThinkBeforePost();
  const textRef = useRef<HTMLTextAreaElement>(null);

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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!text.trim()) {
      setError(CONVERSATION_MESSAGES.textRequired);
      return;
    }
    checkThenSend(
      [{ text, field: () => textRef.current }],
      (identifyingDetailsConfirmed) =>
        void sending.submit(identifyingDetailsConfirmed ? { text, identifyingDetailsConfirmed } : { text }),
    );
  };

  return (
    <>
      <form className={styles.form} onSubmit={submit} noValidate>
        <Field
          label={label}
          error={error}
          counter={text.length > COMMENT_MAX * 0.8 ? `${text.length}/${COMMENT_MAX}` : undefined}
        >
          {(control) => (
            <textarea
              {...control}
              ref={textRef}
              className={`${inputClassName} ${styles.textarea}`}
              value={text}
              rows={4}
              maxLength={COMMENT_MAX}
              onChange={(event) => {
                setText(event.target.value);
                if (error) setError(undefined);
              }}
            />
          )}
        </Field>
        <Button type="submit" busy={busy}>
          SUBMIT
        </Button>
      </form>
      <IdentifyingDetailsDialog {...dialog} />
    </>
  );
}
