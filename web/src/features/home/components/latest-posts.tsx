import type { PostKind } from '@contracts/content';
import { BookOpen, MessageCircleQuestionMark, Newspaper, PlayCircle, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Skeleton } from '../../../components/skeleton';
import { useApiResource } from '../../../lib/use-api-resource';
import { KINDS } from '../../content/kinds';
import { getLatest } from '../api/get-latest';
import styles from './latest-posts.module.css';

const LABELS: Record<PostKind, { label: string; icon: LucideIcon }> = {
  qnas: { label: 'Question', icon: MessageCircleQuestionMark },
  videos: { label: 'Video / Audio', icon: PlayCircle },
  articles: { label: 'Article', icon: Newspaper },
  books: { label: 'Book', icon: BookOpen },
};

/** Home's "Latest Posts": the latest question, video and article. Nothing shows when there are none. */
export function LatestPosts() {
  const { data, loading } = useApiResource(getLatest);
  const items = data?.items ?? [];
  if (!loading && items.length === 0) return null;

  return (
    <section className={styles.wrapper} aria-labelledby="latest-posts-title">
      <h2 id="latest-posts-title">Latest Posts</h2>
      <ul className={styles.grid}>
        {loading
          ? [0, 1, 2].map((n) => (
              <li key={n} className={styles.box} aria-hidden>
                <Skeleton width="40%" />
                <Skeleton width="85%" height="1.5rem" />
              </li>
            ))
          : items.map((post) => {
              const { label, icon: Icon } = LABELS[post.kind];
              return (
                <li key={`${post.kind}-${post.id}`} className={styles.box}>
                  <span className={styles.kind}>
                    <Icon size={18} aria-hidden />
                    {label}
                  </span>
                  <Link to={KINDS[post.kind].detailPath(post.id)} className={styles.title}>
                    {post.title}
                  </Link>
                </li>
              );
            })}
      </ul>
    </section>
  );
}
