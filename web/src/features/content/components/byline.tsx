import type { Byline as BylineData } from '@contracts/content';
import { RoleLabel } from '../../../components/role-label';
import { formatDateTime } from '../../../lib/format-date';
import styles from './byline.module.css';

/** "by {author} [role] on {date}". */
export function Byline({ byline, className }: { byline: BylineData; className?: string }) {
  return (
    <p className={className ? `${styles.byline} ${className}` : styles.byline}>
      by <span className={styles.author}>{byline.authorName}</span>
      <RoleLabel role={byline.authorRole} /> on <time dateTime={byline.date}>{formatDateTime(byline.date)}</time>
    </p>
  );
}
