import { Check } from 'lucide-react';
import { useId } from 'react';
import { Loading } from '../../../components/loading';
import { LoadError } from '../../../components/load-error';
import { useTopics } from '../../../lib/topics/use-topics';
import styles from './posting.module.css';

interface CategoryPickerProps {
  selected: number[];
  onChange: (selected: number[]) => void;
  error?: string | undefined;
}

/** The topics as chips; each click chooses or drops one. */
export function CategoryPicker({ selected, onChange, error }: CategoryPickerProps) {
  const { topics, error: loadError, reload } = useTopics();
  const helpId = useId();

  const toggle = (id: number) =>
    onChange(selected.includes(id) ? selected.filter((chosen) => chosen !== id) : [...selected, id]);

  return (
    <fieldset className={styles.fieldset} aria-describedby={helpId}>
      <legend className={styles.legend}>Categories</legend>
      <p id={helpId} className={styles.help}>
        Choose any that fit, so the right readers find it.
      </p>
      {topics ? (
        <ul className={styles.chips}>
          {topics.map((topic) => {
            const chosen = selected.includes(topic.id);
            return (
              <li key={topic.id}>
                <button type="button" className={styles.chip} aria-pressed={chosen} onClick={() => toggle(topic.id)}>
                  {chosen && <Check size={16} aria-hidden />}
                  {topic.name}
                </button>
              </li>
            );
          })}
        </ul>
      ) : loadError ? (
        <LoadError message={loadError} onRetry={() => void reload()} />
      ) : (
        <Loading />
      )}
      <p className={styles.error} aria-live="polite">
        {error}
      </p>
    </fieldset>
  );
}
