import { bookStoreUrl } from '@contracts/ads';
import { BOOK_ID_LENGTH, isExternalLink } from '@contracts/media-links';
import { ShoppingBag } from 'lucide-react';
import { LeavingSiteLink } from '../../../components/leaving-site-link';
import { useAdsSettings } from '../hooks/use-ads-settings';
import styles from './ads.module.css';

/** The book advertisement: where to buy the book, with the store's associate tag; absent unless configured. */
export function BookAdBlock({ media, title }: { media: string | null; title: string }) {
  const bookTag = useAdsSettings()?.bookTag;
  const asin = media?.trim() ?? '';
  if (!bookTag || asin.length !== BOOK_ID_LENGTH || isExternalLink(asin)) return null;
  return (
    <aside className={`${styles.slot} ${styles.book}`} aria-label="Advertisement">
      <span className={styles.label}>Advertisement</span>
      <p className={styles.bookText}>
        <ShoppingBag size={20} aria-hidden />
        <span>
          Want your own copy of <cite>{title}</cite>?
        </span>
      </p>
      <LeavingSiteLink href={bookStoreUrl(asin, bookTag)} className={styles.bookLink}>
        Find this book at the bookstore
      </LeavingSiteLink>
    </aside>
  );
}
