import { EmailField } from '../../../components/email-field';
import { PASSWORD_MIN } from '@contracts/members';
import { MESSAGES } from '@contracts/messages';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '../../../components/button';
import { CheckboxField } from '../../../components/checkbox-field';
import { Field } from '../../../components/field';
import { PasswordInput } from '../../../components/password-input';
import { errorMessage } from '../../../lib/api';
import { isValidEmail } from '../../../lib/email';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { claimPendingDraft } from '../../posting';
import { useServerWrite } from '../../../lib/server-data/use-server-write';
import { signup } from '../api/signup';
import { startSession } from '../../../lib/session/start-session';
import styles from '../../../components/auth-layout.module.css';

interface SignupErrors {
  email?: string | undefined;
  password?: string | undefined;
  isAdult?: string | undefined;
}

function validate(email: string, password: string, isAdult: boolean): SignupErrors {
  return {
    email: isValidEmail(email) ? undefined : MESSAGES.invalidEmail,
    password: password.length >= PASSWORD_MIN ? undefined : MESSAGES.passwordTooShort,
    isAdult: isAdult ? undefined : MESSAGES.ageRequired,
  };
}

export function SignupForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [isAdult, setIsAdult] = useState(false);
  const [errors, setErrors] = useState<SignupErrors>({});
  const navigate = useNavigate();
  const create = useServerWrite({
    run: signup,
    // A new member: their data is asked for under their own keys as its screens open.
    invalidates: [],
    toast: 'none',
    fieldOf: (message) => (message === MESSAGES.passwordTooCommon ? 'password' : null),
    onSuccess: async ({ user }) => {
      await startSession(user);
      notify.success(MESSAGES.accountCreated);
      // A post left before signing up is posted now, and the new member lands on it.
      const draftPath = await claimPendingDraft();
      await navigate(draftPath ?? paths.account, { replace: true });
    },
    onFailure: (error) => notify.warning(`${MESSAGES.accountNotCreated} ${errorMessage(error)}`),
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmedEmail = email.trim();
    const found = validate(trimmedEmail, password, isAdult);
    // Each submit's errors replace the last ones, the server's refusal of an earlier try among them.
    create.clearFieldErrors();
    setErrors(found);
    const firstError = found.isAdult ?? found.email ?? found.password;
    if (firstError) {
      notify.warning(firstError);
      return;
    }

    await create.submit({ email: trimmedEmail, password, isAdult: true });
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <EmailField value={email} onChange={setEmail} error={errors.email} />
      <Field
        label="Password"
        help={`At least ${PASSWORD_MIN} characters.`}
        error={errors.password ?? create.fieldErrors.password}
      >
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
      </Field>
      <CheckboxField
        label="I am at least 18 years old."
        checked={isAdult}
        required
        error={errors.isAdult}
        onChange={(checked) => {
          setIsAdult(checked);
          if (checked) setErrors((previous) => ({ ...previous, isAdult: undefined }));
        }}
      />
      <p className={styles.note}>
        By creating an account you agree to our <Link to={paths.terms}>Terms and Privacy</Link>.
      </p>
      <div className={styles.actions}>
        <Button type="submit" variant="accent" busy={create.pending}>
          Sign Up
        </Button>
        <div className={styles.links}>
          <span>
            Already a member? <Link to={paths.login}>Login</Link>
          </span>
        </div>
      </div>
    </form>
  );
}
