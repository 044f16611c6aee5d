import { EmailField } from '../../../components/email-field';
import { MESSAGES } from '@contracts/messages';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/button';
import { Field } from '../../../components/field';
import { PasswordInput } from '../../../components/password-input';
import { ApiError, errorMessage } from '../../../lib/api';
import { isValidEmail } from '../../../lib/email';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { useServerWrite } from '../../../lib/server-data/use-server-write';
import { login } from '../api/login';
import { useFinishLogin } from '../hooks/use-finish-login';
import styles from '../../../components/auth-layout.module.css';

interface LoginFormProps {
  /** Called just before the session is stored, so the page knows this login is its own. */
  onLoggingIn: () => void;
}

export function LoginForm({ onLoggingIn }: LoginFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [passwordError, setPasswordError] = useState<string>();
  const finishLogin = useFinishLogin();
  const logIn = useServerWrite({
    run: login,
    // The new session's own data is asked for under the member's keys as its screens open.
    invalidates: [],
    toast: 'none',
    onSuccess: async ({ user }) => {
      onLoggingIn();
      await finishLogin(user);
    },
    onFailure: (error) => {
      if (error instanceof ApiError && error.status === 401) notify.warning(MESSAGES.loginFailed);
      else notify.error(errorMessage(error));
    },
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmedEmail = email.trim();
    const nextEmailError = !trimmedEmail
      ? MESSAGES.loginFieldsRequired
      : isValidEmail(trimmedEmail)
        ? undefined
        : MESSAGES.invalidEmail;
    const nextPasswordError = password ? undefined : MESSAGES.loginFieldsRequired;
    setEmailError(nextEmailError);
    setPasswordError(nextPasswordError);
    const firstError = nextEmailError ?? nextPasswordError;
    if (firstError) {
      notify.warning(firstError);
      return;
    }

    await logIn.submit({ email: trimmedEmail, password });
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <EmailField value={email} onChange={setEmail} error={emailError} />
      <Field label="Password" error={passwordError}>
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
      </Field>
      <div className={styles.actions}>
        <Button type="submit" busy={logIn.pending}>
          Login
        </Button>
        <div className={styles.links}>
          <Link to={paths.forgot}>Forgot your password?</Link>
          <span>
            New here? <Link to={paths.signup}>Sign up</Link>
          </span>
        </div>
      </div>
    </form>
  );
}
