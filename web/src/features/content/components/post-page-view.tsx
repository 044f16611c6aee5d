import type { Page, PostSummary } from '@contracts/content';
import type { ReactNode } from 'react';
import { Pager } from './pager';
import styles from './post-list.module.css';

interface PostPageViewProps<T extends PostSummary> {
  data: Page<T>;
  onPage: (page: number) => void;
  renderItem: (item: T) => ReactNode;
  /** A row's own attributes, e.g. for one that just came in. */
  itemProps?: (item: T) => { className?: string; tabIndex?: number } | undefined;
}

/** One page of rows, and the pager below them when there is more than one page (spec: only above 6). */
export function PostPageView<T extends PostSummary>({ data, onPage, renderItem, itemProps }: PostPageViewProps<T>) {
  return (
    <>
      <ul className={styles.list}>
        {data.items.map((item) => (
          <li key={`${item.kind}-${item.id}`} {...itemProps?.(item)}>
            {renderItem(item)}
          </li>
        ))}
      </ul>
      {data.total > data.pageSize && <Pager page={data.page} pageCount={pageCount(data)} onChange={onPage} />}
    </>
  );
}

export const pageCount = (data: Page<unknown>): number => Math.ceil(data.total / data.pageSize);

/** A page past the last one (an old link after deletions): there are items, but none on it. */
export const isPastTheEnd = (data: Page<unknown> | undefined): boolean =>
  data !== undefined && data.items.length === 0 && data.total > 0;

/** The page number in a URL's `?page=N`; anything else is page 1. */
export function pageFrom(value: string | null): number {
  return value && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1;
}
