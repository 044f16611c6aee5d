import { Folder } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { useTopics } from '../../../lib/topics/use-topics';
import styles from './post-detail.module.css';

/** A post's categories as chips leading to their topic pages; ids of unknown topics are left out. */
export function CategoryLinks({ ids }: { ids: number[] }) {
  const { topics } = useTopics();
  if (ids.length === 0 || !topics) return null;
  const chosen = topics.filter((topic) => ids.includes(topic.id));
  if (chosen.length === 0) return null;
  return (
    <ul className={styles.tags} aria-label="Categories">
      {chosen.map((topic) => (
        <li key={topic.id}>
          <Link to={paths.topic(topic.slug)} className={`${styles.tag} ${styles.category}`}>
            <Folder size={14} aria-hidden />
            {topic.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
