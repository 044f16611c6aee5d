import type { PostKind } from '@contracts/content';
import { AdSlot } from '../../features/ads/components/ad-slot';
import { LATEST_HEADING, LatestItemsList } from '../../features/content/components/latest-items-list';
import { PostList } from '../../features/content/components/post-list';
import { KINDS } from '../../features/content/kinds';
import { useDocumentTitle } from '../../lib/use-document-title';
import styles from './content.module.css';

function ListPage({ kind }: { kind: PostKind }) {
  const { heading } = KINDS[kind];
  useDocumentTitle(heading);
  return (
    <div className={styles.page}>
      <h1>{heading}</h1>
      <PostList kind={kind} />
      <AdSlot orientation="vertical" />
    </div>
  );
}

export const ArticlesRoute = () => <ListPage kind="articles" />;
export const BooksRoute = () => <ListPage kind="books" />;
export const VideosRoute = () => <ListPage kind="videos" />;
export const QuestionsRoute = () => <ListPage kind="qnas" />;

export function LatestItemsRoute() {
  useDocumentTitle(LATEST_HEADING);
  return (
    <div className={styles.page}>
      <h1>{LATEST_HEADING}</h1>
      <LatestItemsList />
    </div>
  );
}
