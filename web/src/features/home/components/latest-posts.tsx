import type { PostKind, PostSummary } from '@contracts/content';
import { BookOpen, MessageCircleQuestionMark, Newspaper, PlayCircle, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useServerData } from '../../../lib/server-data/use-server-data';
import { EmptyState } from '../../../components/empty-state';
import { Skeleton } from '../../../components/skeleton';
import { LoadError } from '../../../components/load-error';
import { freshItemClassName, NewItemsControl, newItemsText, useFocusOnReveal } from '../../../components/new-items';
import { BlockedItem } from '../../blocks';
import { EMPTY_TEXTS, KINDS, useNewPosts } from '../../content';
import { getLatest } from '../api/get-latest';
import styles from './latest-posts.module.css';

const LABELS: Record<PostKind, { label: string; icon: LucideIcon }> = {
  qnas: { label: 'Question', icon: MessageCircleQuestionMark },
  videos: { label: 'Video / Audio', icon: PlayCircle },
  articles: { label: 'Article', icon: Newspaper },
  books: { label: 'Book', icon: BookOpen },
};

function LatestBoxes({ items, fresh }: { items: PostSummary[]; fresh: ReadonlySet<string> }) {
  const gridRef = useFocusOnReveal<HTMLUListElement>(fresh);
  return (
    <ul ref={gridRef} className={styles.grid}>
      {items.map((post) => {
        const { label, icon: Icon } = LABELS[post.kind];
        return (
          <li
            key={`${post.kind}-${post.id}`}
            className={fresh.has(`${post.kind}-${post.id}`) ? `${styles.box} ${freshItemClassName}` : styles.box}
            tabIndex={fresh.has(`${post.kind}-${post.id}`) ? -1 : undefined}
          >
            <BlockedItem item={post}>
              <span className={styles.kind}>
                <Icon size={18} aria-hidden />
                {label}
              </span>
              <Link to={KINDS[post.kind].detailPath(post.id)} className={styles.title}>
                {post.title}
              </Link>
            </BlockedItem>
          </li>
        );
      })}
    </ul>
  );
}

function LatestSkeleton() {
  return (
    <ul className={styles.grid}>
      {[0, 1, 2].map((n) => (
        <li key={n} className={styles.box} aria-hidden>
          <Skeleton width="40%" />
          <Skeleton width="85%" height="1.5rem" />
        </li>
      ))}
    </ul>
  );
}

/**
 * Home's "Latest Posts": the latest question, video and article. A site with nothing posted yet
 * keeps the heading and invites the first question (the spec's empty list).
 */
export function LatestPosts() {
  const { data: latest, error, loading, reload } = useServerData('/latest', getLatest);
  // A post published while the reader is here waits behind "1 new post" rather than replacing a box.
  const { shown: data, held, reveal, fresh } = useNewPosts(latest, { key: '/latest', watchNew: true });
  let content;
  if (loading) content = <LatestSkeleton />;
  else if (error !== undefined || !data) content = <LoadError message={error ?? ''} onRetry={reload} />;
  else if (data.items.length === 0)
    content = <EmptyState icon={MessageCircleQuestionMark} text={EMPTY_TEXTS.list} action={KINDS.qnas.emptyAction} />;
  else content = <LatestBoxes items={data.items} fresh={fresh} />;

  return (
    <section className={styles.wrapper} aria-labelledby="latest-posts-title">
      <h2 id="latest-posts-title">Latest Posts</h2>
      {data && <NewItemsControl text={newItemsText(held, 'post')} onShow={reveal} />}
      {content}
    </section>
  );
}
