import { Button } from './button';
import styles from './item-list.module.css';

export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={styles.loadError} role="alert">
      <p>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}
