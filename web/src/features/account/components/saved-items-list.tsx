import { MESSAGES } from '@contracts/messages';
import { Bookmark } from 'lucide-react';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { Loading } from '../../../components/loading';
import { paths } from '../../../lib/paths';
import { useApiResource } from '../../../lib/use-api-resource';
import { getSavedItems } from '../api/get-saved-items';
import { ITEM_TYPE_LABELS, savedItemHref } from '../item-links';
import { LoadError } from './load-error';
import styles from './item-list.module.css';

export function SavedItemsList() {
  const { data, error, loading, reload } = useApiResource(getSavedItems);

  if (loading) return <Loading />;
  if (error) return <LoadError message={error} onRetry={reload} />;
  const items = data?.items ?? [];
  if (items.length === 0) {
    return <EmptyState icon={Bookmark} text={MESSAGES.noSavedItems} action={{ to: paths.browse, label: 'Browse a Topic' }} />;
  }

  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={`${item.type}-${item.id}`} className={styles.row}>
          <span className={styles.type}>{ITEM_TYPE_LABELS[item.type]}</span>
          <Link to={savedItemHref(item)} className={styles.title}>
            {item.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}
