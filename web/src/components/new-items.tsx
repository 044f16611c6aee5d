import { useEffect, useRef } from 'react';
import { Button } from './button';
import styles from './new-items.module.css';

/** The class of an item the reader just chose to show: it fades in, unless they asked for less motion. */
export const freshItemClassName = styles.fresh;

/**
 * After the reader shows what was held, the first item it brought in takes the focus: the control
 * that had it is gone, and the keyboard goes on from what is new. The items carry `freshItemClassName`
 * and `tabIndex={-1}`; `fresh` is a new set at each reveal.
 */
export function useFocusOnReveal<E extends HTMLElement>(fresh: ReadonlySet<unknown>) {
  const container = useRef<E>(null);
  useEffect(() => {
    if (fresh.size > 0) container.current?.querySelector<HTMLElement>(`.${styles.fresh}`)?.focus();
  }, [fresh]);
  return container;
}

interface NewItemsControlProps {
  /** What is waiting, e.g. "2 new answers"; nothing when none is. */
  text: string | null;
  onShow: () => void;
}

/**
 * A calm control for items that arrived while the reader was here: they are held back rather than
 * pushed under the reader, and the polite region says so once; clicking shows them.
 */
export function NewItemsControl({ text, onShow }: NewItemsControlProps) {
  return (
    <div className={styles.region} aria-live="polite">
      {text && (
        <Button variant="secondary" className={styles.button} onClick={onShow}>
          {text}
        </Button>
      )}
    </div>
  );
}

/** "1 new answer", "3 new comments", "2 new posts". */
export const newItemsText = (count: number, noun: string): string | null =>
  count === 0 ? null : `${count} new ${noun}${count === 1 ? '' : 's'}`;
