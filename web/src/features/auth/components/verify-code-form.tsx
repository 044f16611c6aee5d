import { MESSAGES } from '@contracts/messages';
import { useState, type FormEvent, type Ref } from 'react';
import { Button } from '../../../components/button';
import { Field } from '../../../components/field';
import { inputClassName } from '../../../components/input-class';
import { notify } from '../../../lib/notify';
import { useVerifyResetCode } from '../hooks/use-verify-reset-code';

interface VerifyCodeFormProps {
  email: string;
  codeInputRef?: Ref<HTMLInputElement>;
}

/** The "Verification Code" step of the forgot-password screen. */
export function VerifyCodeForm({ email, codeInputRef }: VerifyCodeFormProps) {
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const verify = useVerifyResetCode();

  async function handleVerify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmedCode = code.trim();
    if (!trimmedCode) {
      setCodeError(MESSAGES.codeRequired);
      notify.warning(MESSAGES.codeRequired);
      return;
    }
    setCodeError(undefined);
    await verify.submit({ email, code: trimmedCode });
  }

  return (
    <form onSubmit={handleVerify} noValidate>
      {/* True whether or not the email has an account: the screen never tells which. */}
      <Field label="Verification Code" help={`If an account uses ${email}, we sent a code to it.`} error={codeError}>
        {(control) => (
          <input
            {...control}
            ref={codeInputRef}
            className={inputClassName}
            autoComplete="one-time-code"
            autoCapitalize="off"
            spellCheck={false}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        )}
      </Field>
      <Button type="submit" busy={verify.pending}>
        Verify
      </Button>
    </form>
  );
}
