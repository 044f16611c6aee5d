import type { PostKind } from '@contracts/content';
import { PSEUDONYM_MESSAGES, UNMASK_REASON_MAX, type UnmaskedAuthor } from '@contracts/pseudonyms';
import { UserRoundSearch } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Field } from '../../../components/field';
import { inputClassName } from '../../../components/input-class';
import { Modal } from '../../../components/modal';
import { errorMessage } from '../../../lib/api';
import { useSessionStore } from '../../auth/session-store';
import { unmaskAuthor } from '../api/unmask-author';
import styles from './unmask-author.module.css';

const FORM_ID = 'unmask-author';

interface UnmaskAuthorProps {
  kind: PostKind;
  id: number;
}

/**
 * For administrators, on an item posted under a pseudonym: "Unmask author" asks for the reason,
 * which the event history keeps with who asked, and only then shows who wrote it.
 */
export function UnmaskAuthor({ kind, id }: UnmaskAuthorProps) {
  const isAdministrator = useSessionStore((state) => state.user?.role === 'Administrator');
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [author, setAuthor] = useState<UnmaskedAuthor | null>(null);
  if (!isAdministrator) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (reason.trim() === '') {
      setError(PSEUDONYM_MESSAGES.reasonRequired);
      return;
    }
    setBusy(true);
    try {
      setAuthor(await unmaskAuthor(kind, id, reason.trim()));
      setOpen(false);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  if (author) {
    return (
      <p className={styles.unmasked} role="status">
        {author.pseudonym} is <strong>{author.username}</strong> (member #{author.authorId})
      </p>
    );
  }
  return (
    <>
      <button type="button" className={styles.link} onClick={() => setOpen(true)}>
        <UserRoundSearch size={16} aria-hidden />
        Unmask author
      </button>
      <Modal
        open={open}
        onOpenChange={(next) => !busy && setOpen(next)}
        title="Unmask the author?"
        closeLabel="Cancel"
        action={{ label: 'Unmask', form: FORM_ID, busy }}
      >
        <form id={FORM_ID} onSubmit={(event) => void submit(event)}>
          <p className={styles.text}>
            This item was posted under a pseudonym to protect its author. The event history will record that you unmasked them, when, and why.
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
    </>
  );
}
