import { SEARCH_TERMS_MAX } from '@contracts/search';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/button';
import { inputClassName } from '../../../components/input-class';
import { closesOnEscapeWithin } from '../../../lib/closes-on-escape';
import { paths } from '../../../lib/paths';
import styles from './search-form.module.css';

interface SearchFormProps {
  id: string;
  /** The header closes its toggled field after a search or on Escape; the search page keeps its own. */
  onClose?: () => void;
  /** The search page shows the field in its column rather than under the header. */
  inline?: boolean;
  /** Help below the field, e.g. the prompt on the empty search page. */
  help?: string;
}

/** Sends non-empty text to /search/{text}; empty text does nothing, and the focus stays in the field. */
export function SearchForm({ id, onClose, inline = false, help }: SearchFormProps) {
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const helpId = `${id}-help`;

  useEffect(() => input.current?.focus(), []);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const terms = text.trim();
    if (!terms) {
      input.current?.focus();
      return;
    }
    void navigate(paths.search(terms));
    onClose?.();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === 'Escape') onClose?.();
  }

  return (
    <form
      id={id}
      role="search"
      className={inline ? styles.inline : styles.form}
      onSubmit={handleSubmit}
      onKeyDown={handleKeyDown}
      {...(onClose ? closesOnEscapeWithin : {})}
    >
      <label htmlFor={`${id}-input`} className={styles.label}>
        Search the site
      </label>
      <div className={styles.row}>
        <input
          ref={input}
          id={`${id}-input`}
          type="search"
          className={inputClassName}
          placeholder="e.g. custody, co-parenting, dating again"
          enterKeyHint="search"
          maxLength={SEARCH_TERMS_MAX}
          aria-describedby={help ? helpId : undefined}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit">Find</Button>
      </div>
      {help && (
        <p id={helpId} className={styles.help}>
          {help}
        </p>
      )}
    </form>
  );
}
