import { EmailField } from '../../../components/email-field';
import { MESSAGES } from '@contracts/messages';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/button';
import { isValidEmail } from '../../../lib/email';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { useServerWrite } from '../../../lib/server-data/use-server-write';
import { requestResetCode } from '../api/request-reset-code';
import { VerifyCodeForm } from './verify-code-form';
import styles from '../../../components/auth-layout.module.css';

export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const sendCode = useServerWrite({
    run: requestResetCode,
    // A code sent by email: nothing the client holds changes.
    invalidates: [],
    onSuccess: (reply, sentTo) => {
      notify.info(reply?.message || MESSAGES.resetCodeSent);
      setCodeSentTo(sentTo);
    },
  });
  const codeInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (codeSentTo) codeInput.current?.focus();
  }, [codeSentTo]);

  async function handleSendCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmedEmail = email.trim();
    if (!isValidEmail(trimmedEmail)) {
      setEmailError(MESSAGES.invalidEmail);
      notify.warning(MESSAGES.invalidEmail);
      return;
    }
    setEmailError(undefined);
    await sendCode.submit(trimmedEmail);
  }

  return (
    <>
      <form onSubmit={handleSendCode} noValidate>
        <EmailField value={email} onChange={setEmail} error={emailError} />
        <Button type="submit" variant={codeSentTo ? 'secondary' : 'primary'} busy={sendCode.pending}>
          {codeSentTo ? 'Send a New Code' : 'Send Code'}
        </Button>
      </form>
      {codeSentTo && (
        <div className={styles.actions}>
          <VerifyCodeForm email={codeSentTo} codeInputRef={codeInput} />
        </div>
      )}
      <p className={styles.note}>
        Remembered it? <Link to={paths.login}>Back to Login</Link>
      </p>
    </>
  );
}
