import type { Topic } from '@contracts/topics';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Skeleton } from '../../../components/skeleton';
import { paths } from '../../../lib/paths';
import { topicIcon } from '../topic-icons';
import styles from './topic-grid.module.css';

/** Orders topics by name, as the spec sorts topics (the server does too; this keeps it so). */
export const byName = (a: Topic, b: Topic) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

/** The Browse grid: one card per topic, each opening its topic page. */
export function TopicGrid({ topics }: { topics: Topic[] }) {
  return (
    <ul className={styles.grid}>
      {[...topics].sort(byName).map((topic) => {
        const Icon = topicIcon(topic.name);
        return (
          <li key={topic.id}>
            <Link to={paths.topic(topic.slug)} className={styles.card}>
              <span className={styles.icon}>
                <Icon size={24} aria-hidden />
              </span>
              <span className={styles.name}>{topic.name}</span>
              <ChevronRight className={styles.chevron} size={20} aria-hidden />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

const SKELETON_CARDS = 12;

export function TopicGridSkeleton() {
  return (
    <div role="status" aria-label="Loading">
      <ul className={styles.grid}>
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <li key={i}>
            <div className={styles.card}>
              <Skeleton width="2.75rem" height="2.75rem" className={styles.iconSkeleton} />
              <Skeleton width="60%" height="1.25rem" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
