import { ACCOUNT_DELETION_MESSAGES } from '@contracts/account-deletion';
import { type FormEvent, useState } from 'react';
import { CheckboxField } from '../../../components/checkbox-field';
import { Field } from '../../../components/field';
import { Modal } from '../../../components/modal';
import { PasswordInput } from '../../../components/password-input';
import { errorMessage } from '../../../lib/api';
import { useServerWrite } from '../../../lib/server-data/use-server-write';
import { useDeleteAccount } from '../hooks/use-delete-account';
import styles from './your-data.module.css';

const FORM_ID = 'delete-account';

export type DeletionStep = 'closed' | 'explain' | 'confirm';

interface DeleteAccountDialogsProps {
  step: DeletionStep;
  onStepChange: (step: DeletionStep) => void;
}

/**
 * "Delete my account", confirmed twice: the first dialog says what happens and asks whether the
 * member's posts go too; the second asks for the password before the final button works.
 */
export function DeleteAccountDialogs({ step, onStepChange }: DeleteAccountDialogsProps) {
  const [removeContent, setRemoveContent] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const deletion = useServerWrite({
    run: useDeleteAccount(),
    // The session ends: the member's data is forgotten, not asked again.
    invalidates: [],
    onFailure: (failure) => setError(errorMessage(failure)),
  });
  const busy = deletion.pending;

  const close = () => {
    if (busy) return;
    setPassword('');
    setError(undefined);
    onStepChange('closed');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!password) {
      setError(ACCOUNT_DELETION_MESSAGES.passwordRequired);
      return;
    }
    await deletion.submit({ password, removeContent });
  };

  return (
    <>
      <Modal
        open={step === 'explain'}
        onOpenChange={(open) => !open && close()}
        title="Delete my account?"
        closeLabel="Cancel"
        action={{ label: 'Continue', onClick: () => onStepChange('confirm') }}
      >
        <div className={styles.dialogText}>
          <p>Your email, username and profile are erased, and you can no longer log in. This cannot be undone.</p>
          <p>What you posted stays on the site under “Deleted member”, unless you remove it too.</p>
          <CheckboxField
            label="Also remove everything I posted (posts, comments, answers)"
            checked={removeContent}
            onChange={setRemoveContent}
          />
        </div>
      </Modal>
      <Modal
        open={step === 'confirm'}
        onOpenChange={(open) => !open && close()}
        title="Confirm with your password"
        closeLabel="Cancel"
        action={{ label: 'Delete my account', form: FORM_ID, busy, disabled: password.length === 0 }}
      >
        <form id={FORM_ID} className={styles.dialogText} onSubmit={(event) => void submit(event)}>
          <p>
            {removeContent
              ? 'Your account and everything you posted will be deleted.'
              : 'Your account will be deleted; what you posted stays under “Deleted member”.'}
          </p>
          <Field label="Password" error={error}>
            {(control) => (
              <PasswordInput
                {...control}
                autoComplete="current-password"
                value={password}
                onChange={(e) => {
                  setPassword(e.target.value);
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
