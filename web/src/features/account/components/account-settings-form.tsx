import { PASSWORD_MIN } from '@contracts/members';
import { MESSAGES } from '@contracts/messages';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { Field } from '../../../components/field';
import { PasswordInput } from '../../../components/password-input';
import { errorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { useSentToNewPassword } from '../../auth';
import { refreshSession } from '../../../lib/session/refresh-session';
import { useServerWrite } from '../../../lib/server-data/use-server-write';
import { updateProfile } from '../api/update-profile';
import styles from '../../../components/account-forms.module.css';

const FORM_ID = 'new-password-form';
// The server's refusals that concern the current password rather than the new one.
const CURRENT_PASSWORD_MESSAGES: readonly string[] = [MESSAGES.currentPasswordRequired, MESSAGES.currentPasswordWrong];

interface PasswordErrors {
  current?: string | undefined;
  new?: string | undefined;
}

interface AccountSettingsFormProps {
  /** After a reset the new-password field is shown straight away, and the current password is not asked for. */
  mustChangePassword: boolean;
}

function validate(currentPassword: string, newPassword: string, mustChangePassword: boolean): PasswordErrors {
  return {
    current: mustChangePassword || currentPassword ? undefined : MESSAGES.currentPasswordRequired,
    new: newPassword.length >= PASSWORD_MIN ? undefined : MESSAGES.passwordTooShort,
  };
}

export function AccountSettingsForm({ mustChangePassword }: AccountSettingsFormProps) {
  const [changing, setChanging] = useState(mustChangePassword);
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [errors, setErrors] = useState<PasswordErrors>({});
  const newPasswordInput = useRef<HTMLInputElement>(null);
  const save = useServerWrite({
    run: updateProfile,
    // A new password or address is the session's (read again below), not server data the client holds.
    invalidates: [],
    toast: 'warning',
    onSuccess: async () => {
      notify.success(MESSAGES.profileUpdated);
      await refreshSession();
      setCurrentPassword('');
      setNewPassword('');
      setChanging(false);
    },
    onFailure: (caught) => {
      const message = errorMessage(caught);
      setErrors(CURRENT_PASSWORD_MESSAGES.includes(message) ? { current: message } : { new: message });
    },
  });
  const sentToField = useSentToNewPassword();

  // Sent back here after trying something else first: the field to fill gets the focus, each time.
  useEffect(() => {
    if (sentToField) setChanging(true);
  }, [sentToField]);
  useEffect(() => {
    if (sentToField && changing) newPasswordInput.current?.focus();
  }, [sentToField, changing]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validate(currentPassword, newPassword, mustChangePassword);
    setErrors(found);
    const firstError = found.current ?? found.new;
    if (firstError) {
      notify.warning(firstError);
      return;
    }
    await save.submit(mustChangePassword ? { newPassword } : { newPassword, currentPassword });
  }

  return (
    <div>
      {mustChangePassword && <p className={styles.notice}>{MESSAGES.changePassword}</p>}
      <Button
        variant="secondary"
        aria-expanded={changing}
        aria-controls={changing ? FORM_ID : undefined}
        onClick={() => setChanging((open) => !open)}
      >
        Change Password
      </Button>
      {changing && (
        <form id={FORM_ID} className={styles.revealed} onSubmit={handleSubmit} noValidate>
          <div className={styles.narrow}>
            {!mustChangePassword && (
              <Field label="Current Password" error={errors.current}>
                {(control) => (
                  <PasswordInput
                    {...control}
                    autoComplete="current-password"
                    autoFocus
                    value={currentPassword}
                    onChange={(event) => setCurrentPassword(event.target.value)}
                  />
                )}
              </Field>
            )}
            <Field label="New Password" help={`At least ${PASSWORD_MIN} characters.`} error={errors.new}>
              {(control) => (
                <PasswordInput
                  {...control}
                  ref={newPasswordInput}
                  autoComplete="new-password"
                  value={newPassword}
                  onChange={(event) => setNewPassword(event.target.value)}
                />
              )}
            </Field>
          </div>
          <Button type="submit" busy={save.pending}>
            Save Password
          </Button>
        </form>
      )}
    </div>
  );
}
