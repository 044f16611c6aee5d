import { PASSWORD_MIN } from '@contracts/members';
import { MESSAGES } from '@contracts/messages';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { Field } from '../../../components/field';
import { PasswordInput } from '../../../components/password-input';
import { errorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { refreshSession } from '../../auth/refresh-session';
import { updateProfile } from '../api/update-profile';
import styles from './account-forms.module.css';

const FORM_ID = 'new-password-form';

interface AccountSettingsFormProps {
  /** After a reset the new-password field is shown straight away. */
  mustChangePassword: boolean;
}

export function AccountSettingsForm({ mustChangePassword }: AccountSettingsFormProps) {
  const [changing, setChanging] = useState(mustChangePassword);
  const [newPassword, setNewPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (newPassword.length < PASSWORD_MIN) {
      setError(MESSAGES.passwordTooShort);
      notify.warning(MESSAGES.passwordTooShort);
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await updateProfile({ newPassword });
      notify.success(MESSAGES.profileUpdated);
      await refreshSession();
      setNewPassword('');
      setChanging(false);
    } catch (caught) {
      notify.warning(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div>
      {mustChangePassword && <p className={styles.notice}>{MESSAGES.changePassword}</p>}
      <Button variant="secondary" aria-expanded={changing} aria-controls={changing ? FORM_ID : undefined} onClick={() => setChanging((open) => !open)}>
        Change Password
      </Button>
      {changing && (
        <form id={FORM_ID} className={styles.revealed} onSubmit={handleSubmit} noValidate>
          <div className={styles.narrow}>
            <Field label="New Password" help={`At least ${PASSWORD_MIN} characters.`} error={error}>
              {(control) => (
                <PasswordInput
                  {...control}
                  autoComplete="new-password"
                  autoFocus={!mustChangePassword}
                  value={newPassword}
                  onChange={(event) => setNewPassword(event.target.value)}
                />
              )}
            </Field>
          </div>
          <Button type="submit" busy={busy}>
            Save Password
          </Button>
        </form>
      )}
    </div>
  );
}
