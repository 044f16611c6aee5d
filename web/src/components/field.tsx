import { useId, type ReactNode } from 'react';
import styles from './field.module.css';

export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

interface FieldProps {
  label: ReactNode;
  help?: ReactNode;
  error?: string | undefined;
  /** Shown beside the label, e.g. "12/30". */
  counter?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled form control with help text below and an announced error message. */
export function Field({ label, help, error, counter, children }: FieldProps) {
  const id = useId();
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const describedBy = [help ? helpId : null, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div className={styles.field}>
      <div className={styles.labelRow}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {counter && <span className={styles.counter}>{counter}</span>}
      </div>
      {children({
        id,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': true as const } : {}),
      })}
      {help && (
        <p id={helpId} className={styles.help}>
          {help}
        </p>
      )}
      <p id={errorId} className={styles.error} aria-live="polite">
        {error}
      </p>
    </div>
  );
}
