import { MESSAGES } from '@contracts/messages';
import { LoaderCircle } from 'lucide-react';
import styles from './loading.module.css';

interface LoadingProps {
  text?: string;
  /** Centres the indicator in a page-sized area. */
  page?: boolean;
}

export function Loading({ text = MESSAGES.loading, page = false }: LoadingProps) {
  return (
    <div role="status" className={page ? `${styles.loading} ${styles.page}` : styles.loading}>
      <LoaderCircle className={styles.spinner} size={22} aria-hidden />
      <span>{text}</span>
    </div>
  );
}
