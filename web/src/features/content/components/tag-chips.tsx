import { Hash } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import styles from './post-detail.module.css';

export function TagChips({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className={styles.tags} aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag}>
          <Link to={paths.search(tag)} className={styles.tag}>
            <Hash size={14} aria-hidden />
            {tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}
