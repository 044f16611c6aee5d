import { COMMENT_MAX, CONVERSATION_MESSAGES } from '@contracts/content';
import { EDIT_MESSAGES, type ReplyEdit } from '@contracts/edits';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '../../../components/button';
import { Field } from '../../../components/field';
import { inputClassName } from '../../../components/input-class';
import { errorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { useServerWrite } from '../../../lib/server-data/use-server-write';
import { IdentifyingDetailsDialog, useThinkBeforePost } from '../../think-before-post';
import { editReply } from '../api/edit-reply';
import styles from './editing.module.css';

interface ReplyEditorProps {
  target: 'comments' | 'answers';
  id: number;
  text: string;
  /** What to read again once saved: the post's replies. */
  invalidates: readonly string[];
  onDone: () => void;
}

/** Edits a comment or answer in place: its text, checked as when it was written. */
export function ReplyEditor({ target, id, text: original, invalidates, onDone }: ReplyEditorProps) {
  const [text, setText] = useState(original);
  const [error, setError] = useState<string>();
  const textRef = useRef<HTMLTextAreaElement>(null);
  const { checkThenSend, dialog } = useThinkBeforePost();
  const saving = useServerWrite({
    run: (edit: ReplyEdit) => editReply(target, id, edit),
    invalidates,
    onSuccess: () => {
      notify.success(EDIT_MESSAGES.saved);
      onDone();
    },
    onFailure: (failure) => setError(errorMessage(failure)),
  });
  const label = target === 'answers' ? 'Edit your answer' : 'Edit your comment';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving.pending) return;
    if (!text.trim()) {
      setError(CONVERSATION_MESSAGES.textRequired);
      textRef.current?.focus();
      return;
    }
    checkThenSend(
      [{ text, field: () => textRef.current }],
      (identifyingDetailsConfirmed) =>
        void saving.submit(identifyingDetailsConfirmed ? { text, identifyingDetailsConfirmed } : { text }),
    );
  };

  return (
    <>
      <form className={styles.editor} onSubmit={submit} noValidate>
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
              autoFocus
              onChange={(event) => {
                setText(event.target.value);
                if (error) setError(undefined);
              }}
            />
          )}
        </Field>
        <div className={styles.editorActions}>
          <Button type="submit" busy={saving.pending}>
            SAVE
          </Button>
          <Button type="button" variant="secondary" onClick={onDone}>
            Cancel
          </Button>
        </div>
      </form>
      <IdentifyingDetailsDialog {...dialog} />
    </>
  );
}
