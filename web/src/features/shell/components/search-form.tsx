import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/button';
import { inputClassName } from '../../../components/input-class';
import { paths } from '../../../lib/paths';
import styles from './search-form.module.css';

interface SearchFormProps {
  id: string;
  onClose: () => void;
}

export function SearchForm({ id, onClose }: SearchFormProps) {
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();

  useEffect(() => input.current?.focus(), []);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const terms = text.trim();
    if (!terms) return;
    void navigate(paths.search(terms));
    onClose();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === 'Escape') onClose();
  }

  return (
    <form id={id} role="search" className={styles.form} onSubmit={handleSubmit} onKeyDown={handleKeyDown}>
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
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit">Find</Button>
      </div>
    </form>
  );
}
