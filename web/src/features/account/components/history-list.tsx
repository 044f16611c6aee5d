import { MESSAGES } from '@contracts/messages';
import { MessageCircleQuestionMark } from 'lucide-react';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { Loading } from '../../../components/loading';
import { formatDateTime } from '../../../lib/format-date';
import { paths } from '../../../lib/paths';
import { useApiResource } from '../../../lib/use-api-resource';
import { getHistory } from '../api/get-history';
import { historyItemHref, ITEM_TYPE_LABELS, VIA_ACCOUNT } from '../item-links';
import { LoadError } from './load-error';
import styles from './item-list.module.css';

function newestFirst(a: { date: string }, b: { date: string }): number {
  return Date.parse(b.date) - Date.parse(a.date);
}

export function HistoryList() {
  const { data, error, loading, reload } = useApiResource(getHistory);

  if (loading) return <Loading />;
  if (error) return <LoadError message={error} onRetry={reload} />;
  const items = [...(data?.items ?? [])].sort(newestFirst);
  if (items.length === 0) {
    return <EmptyState icon={MessageCircleQuestionMark} text={MESSAGES.noHistory} action={{ to: paths.ask, label: 'Ask a Question' }} />;
  }

  return (
    <ul className={styles.list}>
      {items.map((item) => {
        const href = historyItemHref(item);
        return (
          <li key={`${item.type}-${item.id}`} className={styles.row}>
            <span className={styles.type}>{ITEM_TYPE_LABELS[item.type]}</span>
            {href ? (
              <Link to={href} state={VIA_ACCOUNT} className={styles.title}>
                {item.title}
              </Link>
            ) : (
              <span className={styles.title}>{item.title}</span>
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
