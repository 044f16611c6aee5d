import { SUGGESTED_TOPIC_MAX } from '@contracts/topics';
import { Field } from '../../../components/field';
import { inputClassName } from '../../../components/input-class';

interface SuggestCategoryFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The server's refusal about the suggestion, if any. */
  error?: string | undefined;
}

/** An optional category name for administrators to consider, with a counter once typing starts. */
export function SuggestCategoryField({ value, onChange, error }: SuggestCategoryFieldProps) {
  return (
    <Field
      label="Suggest a category"
      help="Optional. Can't find a fitting category? Suggest one."
      error={error}
      counter={value.length > 0 ? `${value.length}/${SUGGESTED_TOPIC_MAX}` : undefined}
    >
      {(control) => (
        <input
          {...control}
          className={inputClassName}
          type="text"
          maxLength={SUGGESTED_TOPIC_MAX}
          value={value}
          // Pasted text longer than the limit is cut, as typing stops there.
          onChange={(event) => onChange(event.target.value.slice(0, SUGGESTED_TOPIC_MAX))}
        />
      )}
    </Field>
  );
}
