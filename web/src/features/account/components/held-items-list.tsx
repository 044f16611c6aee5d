import { useServerData } from '../../../lib/server-data/use-server-data';
import { getHeldItems } from '../api/get-held-items';
import styles from './held-items-list.module.css';

/**
 * The member's own items held for review, each marked "Waiting for review" (or "Not published"):
 * only their author sees them. Nothing shows while there are none, or while they load.
 */
export function HeldItemsList() {
  const { data } = useServerData('/account/held-items', getHeldItems);
  const items = data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <ul className={styles.list} aria-label="Held for review">
      {items.map((item) => (
        <li key={`${item.kind}-${item.id}`} className={styles.item}>
          <span className={styles.title}>{item.title ?? item.text}</span>
          <span className={item.state === 'held' ? styles.waiting : styles.rejected}>{item.status}</span>
        </li>
      ))}
    </ul>
  );
}
