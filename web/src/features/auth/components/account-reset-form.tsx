import { EmailField } from '../../../components/email-field';
import { MESSAGES } from '@contracts/messages';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/button';
import { Field } from '../../../components/field';
import { inputClassName } from '../../../components/input-class';
import { isValidEmail } from '../../../lib/email';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { useVerifyResetCode } from '../hooks/use-verify-reset-code';
import styles from '../../../components/auth-layout.module.css';

interface AccountResetFormProps {
  initialEmail: string;
  initialCode: string;
}

/** Reached from the emailed link: email and code come prefilled, and the email stays editable. */
export function AccountResetForm({ initialEmail, initialCode }: AccountResetFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState(initialCode);
  const [errors, setErrors] = useState<{ email?: string | undefined; code?: string | undefined }>({});
  const verify = useVerifyResetCode();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmedEmail = email.trim();
    const trimmedCode = code.trim();
    const found = {
      email: isValidEmail(trimmedEmail) ? undefined : MESSAGES.invalidEmail,
      code: trimmedCode ? undefined : MESSAGES.codeRequired,
    };
    setErrors(found);
    const firstError = found.email ?? found.code;
    if (firstError) {
      notify.warning(firstError);
      return;
    }
    await verify.submit({ email: trimmedEmail, code: trimmedCode });
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <EmailField value={email} onChange={setEmail} error={errors.email} />
      <Field label="Verification Code" error={errors.code}>
        {(control) => (
          <input
            {...control}
            className={inputClassName}
            autoComplete="one-time-code"
            autoCapitalize="off"
            spellCheck={false}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        )}
      </Field>
      <div className={styles.actions}>
        <Button type="submit" busy={verify.pending}>
          Verify
        </Button>
      </div>
      <p className={styles.note}>
        Code expired? <Link to={paths.forgot}>Request a new one</Link>
      </p>
    </form>
  );
}
