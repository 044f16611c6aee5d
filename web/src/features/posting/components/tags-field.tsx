import { POST_MESSAGES, TAG_MAX, TAGS_MAX } from '@contracts/content';
import { addTypedTags } from '@contracts/tags';
import { X } from 'lucide-react';
import { useRef, useState } from 'react';
import { Field } from '../../../components/field';
import styles from './posting.module.css';

interface TagsFieldProps {
  tags: string[];
  onChange: (tags: string[]) => void;
  /** What is typed and not yet a tag: part of the form, so a submit neither loses nor ignores it. */
  text: string;
  onTextChange: (text: string) => void;
  /** The server's refusal about tags, if any. */
  error?: string | undefined;
}

/** Space, Enter or leaving the field turns the typed text into tags; clicking a tag removes it. */
export function TagsField({ tags, onChange, text, onTextChange: setText, error }: TagsFieldProps) {
  const [limitError, setLimitError] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);

  /** Adds the typed tags; false (with the reason shown) when they break a limit, so the text stays to fix. */
  function commit(typed: string): boolean {
    const next = addTypedTags(tags, typed);
    const refusal = next.some((tag) => tag.length > TAG_MAX)
      ? POST_MESSAGES.tagTooLong
      : next.length > TAGS_MAX
        ? POST_MESSAGES.tooManyTags
        : undefined;
    setLimitError(refusal);
    if (refusal) return false;
    if (next.length !== tags.length) onChange(next);
    return true;
  }

  function handleTyping(value: string) {
    // A space (typed, or inside pasted text) ends every word before it.
    const lastWordStart = value.search(/\S*$/);
    if (lastWordStart > 0 && commit(value.slice(0, lastWordStart))) setText(value.slice(lastWordStart));
    else setText(value);
  }

  function remove(tag: string) {
    onChange(tags.filter((kept) => kept !== tag));
    setLimitError(undefined);
    // The chip that had focus is gone; keep the keyboard in the field.
    inputRef.current?.focus();
  }

  return (
    <Field
      label="Tags"
      help="Press space or Enter after each tag. Click a tag to remove it."
      error={limitError ?? error}
    >
      {(control) => (
        // The chips sit inside the box with the input, so adding one on blur does not push the
        // rest of the form down under a pointer that is about to click it.
        <div
          className={styles.tagBox}
          onClick={(event) => event.target === event.currentTarget && inputRef.current?.focus()}
        >
          {tags.length > 0 && (
            <ul className={styles.chips} aria-label="Chosen tags">
              {tags.map((tag) => (
                <li key={tag}>
                  <button
                    type="button"
                    className={`${styles.chip} ${styles.tagChip}`}
                    aria-label={`Remove tag ${tag}`}
                    onClick={() => remove(tag)}
                  >
                    #{tag}
                    <X size={16} aria-hidden />
                  </button>
                </li>
              ))}
            </ul>
          )}
          <input
            {...control}
            ref={inputRef}
            className={styles.tagInput}
            type="text"
            name="tags"
            placeholder="#example #divorce"
            autoCapitalize="off"
            autoCorrect="off"
            enterKeyHint="done"
            value={text}
            onChange={(event) => handleTyping(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              // Enter adds the tag; it does not send the form.
              event.preventDefault();
              if (commit(text)) setText('');
            }}
            onBlur={() => commit(text) && setText('')}
          />
        </div>
      )}
    </Field>
  );
}
