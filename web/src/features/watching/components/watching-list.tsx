import { postPagePath } from '@contracts/site';
import { type WatchedItem, WATCH_MESSAGES } from '@contracts/watching';
import { Bell } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { Loading } from '../../../components/loading';
import styles from '../../../components/item-list.module.css';
import { VIA_ACCOUNT } from '../../../lib/item-links';
import { paths } from '../../../lib/paths';
import { useSessionStore } from '../../../lib/session/session-store';
import { useWatching } from '../hooks/use-watching';
import { toggleWatch } from '../toggle-watch';
import type { WatchSubject } from '../watching';

const subjectOf = (item: WatchedItem): WatchSubject =>
  item.kind === 'topic'
    ? { kind: 'topic', id: item.id, slug: item.slug ?? '', title: item.title }
    : { kind: 'question', id: item.id, title: item.title };

const hrefOf = (item: WatchedItem) =>
  item.kind === 'topic' ? paths.topic(item.slug ?? '') : postPagePath('qnas', item.id);

/** My Account's "Watching": the watched questions and topics, newest first, each with Unwatch. */
export function WatchingList() {
  const uid = useSessionStore((state) => state.user?.uid ?? null);
  const { data, error, loading, reload } = useWatching();
  if (error !== undefined) return <LoadError message={error} onRetry={reload} />;
  if (loading || !data) return <Loading />;
  if (data.items.length === 0)
    return (
      <EmptyState icon={Bell} text={WATCH_MESSAGES.empty} action={{ to: paths.browse, label: 'Browse a Topic' }} />
    );
  return (
    <ul className={styles.list} aria-label="Watching">
      {data.items.map((item) => (
        <li key={`${item.kind}-${item.id}`} className={styles.row}>
          <span className={styles.type}>{item.kind === 'topic' ? 'Topic' : 'Question'}</span>
          <Link to={hrefOf(item)} state={VIA_ACCOUNT} className={styles.title}>
            {item.title}
          </Link>
          <Button
            variant="ghost"
            aria-label={`Unwatch ${item.title}`}
            onClick={() => void toggleWatch(uid, subjectOf(item), false)}
          >
            Unwatch
          </Button>
        </li>
      ))}
    </ul>
  );
}
