import { Award } from 'lucide-react';
import styles from './best-answer.module.css';

/** Marks the answer the asker chose, in words and not by colour alone. */
export function BestAnswerLabel() {
  return (
    <p className={styles.label}>
      <Award size={18} aria-hidden />
      Best answer
    </p>
  );
}
