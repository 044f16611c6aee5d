import { priceLabel } from '@contracts/membership';
import { type SandboxCard, type SandboxCardErrors, sandboxNonce } from '@contracts/sandbox-card';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/button';
import { Field } from '../../../components/field';
import { inputClassName } from '../../../components/input-class';
import styles from './membership.module.css';

interface SandboxCardFormProps {
  submitLabel: string;
  busy: boolean;
  onNonce: (nonce: string) => void;
}

/** The sandbox gateway's widget: our own card form, making Braintree's test nonces; no money moves. */
export function SandboxCardForm({ submitLabel, busy, onNonce }: SandboxCardFormProps) {
  const [card, setCard] = useState<SandboxCard>({ number: '', expiry: '', cvv: '' });
  const [errors, setErrors] = useState<SandboxCardErrors>({});
  const change = (field: keyof SandboxCard) => (event: { target: { value: string } }) =>
    setCard((c) => ({ ...c, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = sandboxNonce(card, new Date());
    if ('errors' in result) return setErrors(result.errors);
    setErrors({});
    onNonce(result.nonce);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Card payment">
      <Field label="Card number" error={errors.number}>
        {(control) => (
          <input
            {...control}
            className={inputClassName}
            inputMode="numeric"
            autoComplete="cc-number"
            value={card.number}
            onChange={change('number')}
          />
        )}
      </Field>
      <div className={styles.row}>
        <Field label="Expiry (MM/YY)" error={errors.expiry}>
          {(control) => (
            <input
              {...control}
              className={inputClassName}
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM/YY"
              value={card.expiry}
              onChange={change('expiry')}
            />
          )}
        </Field>
        <Field label="Security code" error={errors.cvv}>
          {(control) => (
            <input
              {...control}
              className={inputClassName}
              inputMode="numeric"
              autoComplete="cc-csc"
              value={card.cvv}
              onChange={change('cvv')}
            />
          )}
        </Field>
      </div>
      <Button type="submit" busy={busy}>
        {submitLabel}
      </Button>
      <p className={styles.hint}>
        Test mode: no money moves. The test card 4111 1111 1111 1111 is accepted and 4000 1111 1111 1115 is declined;
        any future expiry and any 3 digits. {priceLabel()} a year.
      </p>
    </form>
  );
}
