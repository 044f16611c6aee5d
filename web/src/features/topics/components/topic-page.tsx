import type { PostSort } from '@contracts/post-sorts';
import type { TopicOverview, TopicTab } from '@contracts/topics';
import { TOPIC_TABS } from '@contracts/topics';
import { Navigate, useSearchParams } from 'react-router-dom';
import { CountTabs } from '../../../components/count-tabs';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LoadError } from '../../../components/load-error';
import { ListSkeleton, pageFrom, sortFrom, sortParam } from '../../content';
import { Skeleton } from '../../../components/skeleton';
import { BreadcrumbBar } from '../../../components/breadcrumb-bar';
import { useTopicOverview } from '../hooks/use-topic-overview';
import { defaultTopicTab, isTopicTab, TOPIC_TAB_INFO, tabSorts } from '../topic-tabs';
import { TopicChips } from './topic-chips';
import { TopicTabPanel } from './topic-tab-panel';
import { WatchButton } from '../../watching';
import styles from './topic-page.module.css';

const BROWSE_CRUMB = { path: paths.browse, title: 'Browse' };

function TopicView({ overview }: { overview: TopicOverview }) {
  const { topic, counts, related } = overview;
  const [searchParams, setSearchParams] = useSearchParams();
  const named = searchParams.get('tab');
  const tab = isTopicTab(named) ? named : defaultTopicTab(counts);
  const page = pageFrom(searchParams.get('page'));
  const sort = sortFrom(searchParams.get('sort'), tabSorts(tab));

  // Another tab keeps the sort where it has it (Top), and starts at its first page.
  const chooseTab = (next: TopicTab) =>
    void setSearchParams({ tab: next, ...sortParam(sortFrom(sort, tabSorts(next))) });
  const onPage = (next: number, replace = false) => {
    void setSearchParams({ tab, ...sortParam(sort), page: String(next) }, { replace });
    window.scrollTo({ top: 0 });
  };
  const onSort = (next: PostSort) => void setSearchParams({ tab, ...sortParam(next) });

  const tabs = TOPIC_TABS.map((value) => ({
    value,
    label: TOPIC_TAB_INFO[value].label,
    icon: TOPIC_TAB_INFO[value].icon,
    count: counts[value],
  }));

  return (
    <>
      <BreadcrumbBar parents={[BROWSE_CRUMB]} current={topic.name} className={styles.breadcrumb} />
      <div className={styles.headingRow}>
        <h1 className={styles.heading}>{topic.name}</h1>
        <WatchButton subject={{ kind: 'topic', id: topic.id, slug: topic.slug, title: topic.name }} />
      </div>
      <CountTabs label={`Content about ${topic.name}`} tabs={tabs} value={tab} onValueChange={chooseTab}>
        <TopicTabPanel
          slug={topic.slug}
          topicName={topic.name}
          tab={tab}
          page={page}
          sort={sort}
          count={counts[tab]}
          onPage={onPage}
          onSort={onSort}
        />
      </CountTabs>
      {related.length > 0 && (
        <div className={styles.related}>
          <TopicChips topics={related} heading="Related categories" />
        </div>
      )}
    </>
  );
}

function TopicSkeleton() {
  return (
    <>
      <div className={styles.headingSkeleton}>
        <Skeleton width="40%" height="2.25rem" />
      </div>
      <div className={styles.tabsSkeleton}>
        <Skeleton height="2.75rem" />
      </div>
      <ListSkeleton />
    </>
  );
}

/** A topic's page: its tabs with counts, each tab's items, and related topics. Unknown slugs go to /404. */
export function TopicPage({ slug }: { slug: string }) {
  const state = useTopicOverview(slug);
  useDocumentTitle(state.status === 'found' ? state.value.topic.name : undefined);

  switch (state.status) {
    case 'loading':
      return <TopicSkeleton />;
    case 'not-found':
      return <Navigate to={paths.notFound} replace />;
    case 'failed':
      return <LoadError message={state.error} onRetry={state.reload} />;
    case 'found':
      return <TopicView overview={state.value} />;
  }
}
