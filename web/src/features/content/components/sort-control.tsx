import { DEFAULT_POST_SORT, POST_SORT_LABELS, POST_SORTS, type PostSort, SORT_LABEL } from '@contracts/post-sorts';
import { useId } from 'react';
import styles from './sort-control.module.css';

interface SortControlProps {
  /** The sorts this list offers, in the order shown. */
  sorts: readonly PostSort[];
  value: PostSort;
  onChange: (sort: PostSort) => void;
}

/** The sort in a URL's `?sort=`, when the list offers it; anything else is Newest. */
export function sortFrom(value: string | null, sorts: readonly PostSort[] = POST_SORTS): PostSort {
  return sorts.find((sort) => sort === value) ?? DEFAULT_POST_SORT;
}

/** The `?sort=` a list's address carries: none for Newest, the spec's order. */
export const sortParam = (sort: PostSort): Record<string, string> => (sort === DEFAULT_POST_SORT ? {} : { sort });

/**
 * "Sort by" and the list's sorts as one row of toggle buttons: a group named by its visible label,
 * the chosen one pressed (told by its fill and weight, and to screen readers by aria-pressed).
 */
export function SortControl({ sorts, value, onChange }: SortControlProps) {
  const labelId = useId();
  return (
    <div className={styles.sort} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={styles.label}>
        {SORT_LABEL}
      </span>
      <div className={styles.choices}>
        {sorts.map((sort) => (
          <button
            key={sort}
            type="button"
            className={styles.choice}
            aria-pressed={sort === value}
            onClick={() => sort !== value && onChange(sort)}
          >
            {POST_SORT_LABELS[sort]}
          </button>
        ))}
      </div>
    </div>
  );
}
