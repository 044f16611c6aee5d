import { ChevronLeft, ChevronRight } from 'lucide-react';
import styles from './pager.module.css';

interface PagerProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
}

/** Page numbers to show: all of them when few, else the first, the last and the ones around the current. */
function visiblePages(page: number, pageCount: number): (number | 'gap')[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const around = [page - 1, page, page + 1].filter((n) => n > 1 && n < pageCount);
  const pages: (number | 'gap')[] = [1];
  if (around[0]! > 2) pages.push('gap');
  pages.push(...around);
  if (around[around.length - 1]! < pageCount - 1) pages.push('gap');
  pages.push(pageCount);
  return pages;
}

export function Pager({ page, pageCount, onChange }: PagerProps) {
  return (
    <nav aria-label="Pages" className={styles.pager}>
      <button
        type="button"
        className={styles.step}
        onClick={() => onChange(page - 1)}
        disabled={page <= 1}
        aria-label="Previous page"
      >
        <ChevronLeft size={20} aria-hidden />
      </button>
      <ul className={styles.pages}>
        {visiblePages(page, pageCount).map((n, index) =>
          n === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden>
              …
            </li>
          ) : (
            <li key={n}>
              <button
                type="button"
                className={n === page ? `${styles.number} ${styles.current}` : styles.number}
                onClick={() => onChange(n)}
                aria-current={n === page ? 'page' : undefined}
                aria-label={`Page ${n}`}
              >
                {n}
              </button>
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className={styles.step}
        onClick={() => onChange(page + 1)}
        disabled={page >= pageCount}
        aria-label="Next page"
      >
        <ChevronRight size={20} aria-hidden />
      </button>
    </nav>
  );
}
