import { PAGE_SIZE } from '@contracts/content';
import { Skeleton } from '../../../components/skeleton';
import styles from './post-list.module.css';

export function ListSkeleton() {
  return (
    <div role="status" aria-label="Loading">
      <ul className={styles.list}>
        {Array.from({ length: PAGE_SIZE }, (_, i) => (
          <li key={i}>
            <div className={styles.card}>
              <Skeleton width="70%" height="1.5rem" />
              <Skeleton width="45%" height="1rem" />
              <Skeleton width="6rem" height="1rem" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
