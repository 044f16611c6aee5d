import { Field } from './field';
import { inputClassName } from './input-class';

interface MessageFieldProps {
  value: string;
  onChange: (value: string) => void;
  max: number;
  error?: string | undefined;
  rows?: number;
}

/** The labelled "Message" box of the forms that write to the administrators, with its character counter. */
export function MessageField({ value, onChange, max, error, rows = 5 }: MessageFieldProps) {
  return (
    <Field label="Message" error={error} counter={`${value.length}/${max}`}>
      {(control) => (
        <textarea
          {...control}
          className={inputClassName}
          name="message"
          rows={rows}
          maxLength={max}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
