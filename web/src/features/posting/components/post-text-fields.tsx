import { BODY_MAX, LINK_MAX, TITLE_MAX } from '@contracts/content';
import type { ReactNode } from 'react';
import { Field, type FieldControlProps } from '../../../components/field';
import { inputClassName } from '../../../components/input-class';
import { TextPreview } from '../../../components/text-preview';
import styles from './posting.module.css';

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  help?: ReactNode;
}

/** A post's title; with `max` below the usual limit (questions) a live counter shows, e.g. "12/50". */
export function TitleField({ max = TITLE_MAX, ...props }: TextFieldProps & { max?: number }) {
  const counted = max < TITLE_MAX;
  return (
    <Field
      label={props.label}
      help={props.help}
      error={props.error}
      counter={counted ? `${props.value.length}/${max}` : undefined}
    >
      {(control) => (
        <input
          {...control}
          className={inputClassName}
          type="text"
          name="title"
          value={props.value}
          maxLength={max}
          // Pasted text longer than the limit is cut, as typing stops there.
          onChange={(event) => props.onChange(event.target.value.slice(0, max))}
        />
      )}
    </Field>
  );
}

/** A post's text, with the preview of how it will show. */
export function BodyField(props: TextFieldProps) {
  return (
    <>
      <Field label={props.label} help={props.help} error={props.error}>
        {(control) => (
          <textarea
            {...control}
            className={`${inputClassName} ${styles.textarea}`}
            name="body"
            rows={8}
            maxLength={BODY_MAX}
            value={props.value}
            onChange={(event) => props.onChange(event.target.value)}
          />
        )}
      </Field>
      <TextPreview text={props.value} name="your post" lines="paragraphs" />
    </>
  );
}

/** A web address typed or pasted; plain text is accepted too (a bookstore or video id). */
export function LinkInput({
  value,
  onChange,
  ...control
}: FieldControlProps & { value: string; onChange: (value: string) => void }) {
  return (
    <input
      {...control}
      className={inputClassName}
      type="text"
      inputMode="url"
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      maxLength={LINK_MAX}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
