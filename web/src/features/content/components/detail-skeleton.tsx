import { Skeleton } from '../../../components/skeleton';
import styles from './post-detail.module.css';

export function DetailSkeleton() {
  return (
    <div role="status" aria-label="Loading" className={styles.post}>
      <div className={styles.header}>
        <Skeleton width="75%" height="2.25rem" />
        <Skeleton width="40%" height="1rem" />
      </div>
      <div className={styles.skeletonBody}>
        <Skeleton />
        <Skeleton />
        <Skeleton width="85%" />
        <Skeleton width="60%" />
      </div>
    </div>
  );
}
