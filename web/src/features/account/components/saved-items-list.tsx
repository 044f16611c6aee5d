import { MESSAGES } from '@contracts/messages';
import { Bookmark } from 'lucide-react';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { Loading } from '../../../components/loading';
import { paths } from '../../../lib/paths';
import { ITEM_TYPE_LABELS, savedItemHref, VIA_ACCOUNT } from '../../../lib/item-links';
import { LoadError } from '../../../components/load-error';
import styles from '../../../components/item-list.module.css';
import { useSavedItems } from '../../bookmarks';

/** The member's bookmarks from the shared store, so a SAVE anywhere on the site shows here at once. */
export function SavedItemsList() {
  const { data, error, loading, reload } = useSavedItems();

  if (error !== undefined) return <LoadError message={error} onRetry={reload} />;
  if (loading || !data) return <Loading />;
  const { items } = data;
  if (items.length === 0) {
    return (
      <EmptyState icon={Bookmark} text={MESSAGES.noSavedItems} action={{ to: paths.browse, label: 'Browse a Topic' }} />
    );
  }

  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={`${item.type}-${item.id}`} className={styles.row}>
          <span className={styles.type}>{ITEM_TYPE_LABELS[item.type]}</span>
          <Link to={savedItemHref(item)} state={VIA_ACCOUNT} className={styles.title}>
            {item.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}
