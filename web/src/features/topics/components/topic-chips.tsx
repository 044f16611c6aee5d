import type { Topic } from '@contracts/topics';
import { Folder } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import styles from './topic-chips.module.css';

interface TopicChipsProps {
  topics: Topic[];
  /** The heading above the chips, e.g. "Related categories". */
  heading: string;
}

/** Topics as chips, each leading to its topic page. */
export function TopicChips({ topics, heading }: TopicChipsProps) {
  if (topics.length === 0) return null;
  return (
    <section className={styles.section} aria-label={heading}>
      <h2 className={styles.heading}>{heading}</h2>
      <ul className={styles.chips}>
        {topics.map((topic) => (
          <li key={topic.id}>
            <Link to={paths.topic(topic.slug)} className={styles.chip}>
              <Folder size={14} aria-hidden />
              {topic.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
