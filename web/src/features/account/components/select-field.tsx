import { Field } from '../../../components/field';
import { inputClassName } from '../../../components/input-class';

interface SelectFieldProps<T extends string> {
  label: string;
  value: T | '';
  options: readonly T[];
  onChange: (value: T | '') => void;
}

const NOT_SET = 'Not specified';

/** A profile select whose blank choice means "not specified". */
export function SelectField<T extends string>({ label, value, options, onChange }: SelectFieldProps<T>) {
  return (
    <Field label={label}>
      {(control) => (
        <select
          {...control}
          className={inputClassName}
          value={value}
          onChange={(event) => onChange(event.target.value as T | '')}
        >
          <option value="">{NOT_SET}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
