import type { PostKind } from '@contracts/content';
import { PSEUDONYM_MESSAGES, UNMASK_REASON_MAX, type UnmaskedAuthor } from '@contracts/pseudonyms';
import { type FormEvent, useState } from 'react';
import { Field } from '../../../components/field';
import { inputClassName } from '../../../components/input-class';
import { Modal } from '../../../components/modal';
import { errorMessage } from '../../../lib/api';
import { useServerWrite } from '../../../lib/server-data/use-server-write';
import { unmaskAuthor } from '../api/unmask-author';
import styles from './unmask-author.module.css';

const FORM_ID = 'unmask-author';

interface UnmaskAuthorDialogProps {
  kind: PostKind;
  id: number;
  onClose: () => void;
  onUnmasked: (author: UnmaskedAuthor) => void;
}

/** Asks for the reason (required: it is recorded with who asked), then asks the server who the author is. */
export function UnmaskAuthorDialog({ kind, id, onClose, onUnmasked }: UnmaskAuthorDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const unmask = useServerWrite({
    run: (why: string) => unmaskAuthor(kind, id, why),
    // The author is the answer, shown in the dialog; nothing held changes.
    invalidates: [],
    toast: 'none',
    onSuccess: (author) => onUnmasked(author),
    onFailure: (failure) => setError(errorMessage(failure)),
  });
  const busy = unmask.pending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (reason.trim() === '') {
      setError(PSEUDONYM_MESSAGES.reasonRequired);
      return;
    }
    await unmask.submit(reason.trim());
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title="Unmask the author?"
      closeLabel="Cancel"
      action={{ label: 'Unmask', form: FORM_ID, busy }}
    >
      <form id={FORM_ID} onSubmit={(event) => void submit(event)}>
        <p className={styles.text}>
          This item was posted under a pseudonym to protect its author. The event history will record that you unmasked
          them, when, and why.
        </p>
        <Field label="Reason" error={error} counter={`${reason.length}/${UNMASK_REASON_MAX}`}>
          {(control) => (
            <textarea
              {...control}
              className={inputClassName}
              rows={3}
              maxLength={UNMASK_REASON_MAX}
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                setError(undefined);
              }}
            />
          )}
        </Field>
      </form>
    </Modal>
  );
}
