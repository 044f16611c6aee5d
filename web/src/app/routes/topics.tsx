import { Navigate, useParams } from 'react-router-dom';
import { LoadError } from '../../components/load-error';
import { BreadcrumbBar } from '../../components/breadcrumb-bar';
import { TopicGrid, TopicGridSkeleton } from '../../features/topics/components/topic-grid';
import { TopicPage } from '../../features/topics/components/topic-page';
import { useTopics } from '../../lib/topics/use-topics';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import styles from './topics.module.css';

export function BrowseRoute() {
  useDocumentTitle('Browse Topics');
  const { topics, error, reload } = useTopics();
  return (
    <div className={styles.page}>
      <BreadcrumbBar parents={[]} current="Browse" className={styles.breadcrumb} />
      <h1 className={styles.heading}>Browse Topics</h1>
      <p className={styles.intro}>Choose a topic to find questions, articles, videos and books about it.</p>
      {topics ? (
        <TopicGrid topics={topics} />
      ) : error ? (
        <LoadError message={error} onRetry={() => void reload()} />
      ) : (
        <TopicGridSkeleton />
      )}
    </div>
  );
}

/** /topic/{slug}; /topic alone leads to Browse. */
export function TopicRoute() {
  const { slug } = useParams();
  if (!slug) return <Navigate to={paths.browse} replace />;
  return (
    <div className={styles.page}>
      <TopicPage key={slug} slug={slug} />
    </div>
  );
}
