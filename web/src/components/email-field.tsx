import { Field } from './field';
import { inputClassName } from './input-class';

interface EmailFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/** The labelled email input every account form starts with. */
export function EmailField({ value, onChange, error }: EmailFieldProps) {
  return (
    <Field label="Email" error={error}>
      {(control) => (
        <input
          {...control}
          className={inputClassName}
          type="email"
          autoComplete="email"
          inputMode="email"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
