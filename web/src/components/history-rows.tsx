import type { HistoryItem } from '@contracts/members';
import { POSTED_UNDER_PSEUDONYM } from '@contracts/pseudonyms';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../lib/format-date';
import { historyItemHref, ITEM_TYPE_LABELS } from '../lib/item-links';
import styles from './item-list.module.css';

interface HistoryRowsProps {
  /** Shown in this order. */
  items: HistoryItem[];
  /** Router state for the links, e.g. the breadcrumb the opened page shows. */
  linkState: unknown;
}

/** Posts, comments and answers as rows: type, a link to where each lives (none once removed), and the date. */
export function HistoryRows({ items, linkState }: HistoryRowsProps) {
  return (
    <ul className={styles.list}>
      {items.map((item) => {
        // Removed content has no page left to open; only its author sees it, marked removed.
        const href = item.removed ? null : historyItemHref(item);
        return (
          <li key={`${item.type}-${item.id}`} className={styles.row}>
            <span className={styles.type}>{ITEM_TYPE_LABELS[item.type]}</span>
            {href ? (
              <Link to={href} state={linkState} className={styles.title}>
                {item.title}
                {item.pseudonymous && <span className={styles.pseudonymous}> {POSTED_UNDER_PSEUDONYM}</span>}
              </Link>
            ) : (
              <span className={styles.title}>
                {item.title}
                {item.pseudonymous && <span className={styles.pseudonymous}> {POSTED_UNDER_PSEUDONYM}</span>}
                {item.removed && <span className={styles.removed}>Removed</span>}
              </span>
            )}
            <time className={styles.date} dateTime={item.date}>
              {formatDateTime(item.date)}
            </time>
          </li>
        );
      })}
    </ul>
  );
}
