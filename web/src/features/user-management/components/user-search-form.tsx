import { USER_MANAGEMENT_MESSAGES, USER_QUERY_MAX } from '@contracts/user-management';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/button';
import { Field } from '../../../components/field';
import { inputClassName } from '../../../components/input-class';
import styles from './user-management.module.css';

interface UserSearchFormProps {
  /** The text of the search shown, so that a reload or Back keeps it in the field. */
  initial: string;
  onSearch: (text: string) => void;
}

/** One field, username or email; Enter or Search looks the user up. */
export function UserSearchForm({ initial, onSearch }: UserSearchFormProps) {
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string>();
  // Back and Forward change the search shown: the field follows.
  const [shown, setShown] = useState(initial);
  if (initial !== shown) {
    setShown(initial);
    setText(initial);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = text.trim();
    if (trimmed === '') {
      setError(USER_MANAGEMENT_MESSAGES.queryRequired);
      return;
    }
    onSearch(trimmed);
  }

  return (
    <form role="search" aria-label="Users" noValidate className={styles.search} onSubmit={submit}>
      <div className={styles.searchField}>
        <Field label="Username or email" error={error}>
          {(control) => (
            <input
              {...control}
              className={inputClassName}
              type="search"
              enterKeyHint="search"
              autoCapitalize="off"
              autoCorrect="off"
              spellCheck={false}
              maxLength={USER_QUERY_MAX}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setError(undefined);
              }}
            />
          )}
        </Field>
      </div>
      <Button type="submit" className={styles.searchButton}>
        Search
      </Button>
    </form>
  );
}
