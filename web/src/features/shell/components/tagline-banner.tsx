import { MESSAGES } from '@contracts/messages';
import styles from './tagline-banner.module.css';

export function TaglineBanner() {
  return (
    <div className={styles.banner}>
      <p className={styles.text}>{MESSAGES.tagline}</p>
    </div>
  );
}
