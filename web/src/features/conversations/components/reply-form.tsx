import { COMMENT_MAX, CONVERSATION_MESSAGES, type PostKind } from '@contracts/content';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/button';
import { Field } from '../../../components/field';
import { inputClassName } from '../../../components/input-class';
import { errorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { useRememberCurrentPath } from '../../auth/hooks/use-remember-current-path';
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
  const [busy, setBusy] = useState(false);
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!text.trim()) {
      setError(CONVERSATION_MESSAGES.textRequired);
      return;
    }
    setBusy(true);
    try {
      await addReply(kind, postId, text);
      setText('');
      setError(undefined);
      notify.success(isAnswer ? CONVERSATION_MESSAGES.answerSubmitted : CONVERSATION_MESSAGES.commentAdded);
      onAdded();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <Field label={label} error={error} counter={text.length > COMMENT_MAX * 0.8 ? `${text.length}/${COMMENT_MAX}` : undefined}>
        {(control) => (
          <textarea
            {...control}
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
  );
}
