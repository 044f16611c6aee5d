import { useAdsSettings } from '../hooks/use-ads-settings';
import styles from './ads.module.css';

/** Where the network's search ads appear above search results; absent unless configured. */
export function SearchAdPlaceholder() {
  const searchSlot = useAdsSettings()?.network?.searchSlot;
  if (!searchSlot) return null;
  return (
    <aside className={styles.slot} aria-label="Sponsored results">
      <span className={styles.label}>Sponsored</span>
      <div id={searchSlot} className={styles.searchAds} />
    </aside>
  );
}
