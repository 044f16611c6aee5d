import { COMMENT_MAX } from '@contracts/content';
import { Field } from '../../../components/field';
import { inputClassName } from '../../../components/input-class';
import { TextPreview } from '../../../components/text-preview';
import type { ReplyDraft } from '../hooks/use-reply-draft';

interface ReplyTextFieldProps {
  draft: ReplyDraft;
  label: string;
  textareaClassName: string | undefined;
  autoFocus?: boolean;
}

/** The text box of a comment or an answer, with its error, near the limit its character count, and its preview. */
export function ReplyTextField({ draft, label, textareaClassName, autoFocus }: ReplyTextFieldProps) {
  const { text, setText, error, setError, textRef } = draft;
  return (
    <>
      <Field
        label={label}
        error={error}
        counter={text.length > COMMENT_MAX * 0.8 ? `${text.length}/${COMMENT_MAX}` : undefined}
      >
        {(control) => (
          <textarea
            {...control}
            ref={textRef}
            className={[inputClassName, textareaClassName].filter(Boolean).join(' ')}
            value={text}
            rows={4}
            maxLength={COMMENT_MAX}
            autoFocus={autoFocus}
            onChange={(event) => {
              setText(event.target.value);
              if (error) setError(undefined);
            }}
          />
        )}
      </Field>
      <TextPreview lines="breaks" text={text} name={`your ${label.toLowerCase().replace(/^edit your /, '')}`} />
    </>
  );
}
