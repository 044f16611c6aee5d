import { useId, type ReactNode } from 'react';
import styles from './checkbox-field.module.css';

interface CheckboxFieldProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** When set, the label turns red and the message is announced beside it. */
  error?: string | undefined;
  required?: boolean;
}

export function CheckboxField({ label, checked, onChange, error, required }: CheckboxFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <div className={styles.row}>
        <input
          id={id}
          type="checkbox"
          className={styles.checkbox}
          checked={checked}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id} className={error ? `${styles.label} ${styles.invalid}` : styles.label}>
          {label}
        </label>
      </div>
      <p id={errorId} className={styles.error} aria-live="polite">
        {error}
      </p>
    </div>
  );
}
