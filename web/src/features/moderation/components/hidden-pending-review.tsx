import { MODERATION_MESSAGES } from '@contracts/moderation';
import styles from './report-link.module.css';

/** To its author alone, on an item reports hid: neutral, with no word of who reported it or why. */
export function HiddenPendingReview() {
  return (
    <p className={styles.hiddenNote} role="note">
      {MODERATION_MESSAGES.hiddenPendingReview}
    </p>
  );
}
