import type { PostSort } from '@contracts/post-sorts';
import type { TopicTab } from '@contracts/topics';
import { EmptyState } from '../../../components/empty-state';
import { paths } from '../../../lib/paths';
import { PagedPosts, PostCard, EMPTY_TEXTS, SortControl, sortParam } from '../../content';
import { getTopicItems } from '../api/get-topic-items';
import { TOPIC_TAB_INFO, tabSorts, topicTabPath } from '../topic-tabs';
import { TopicExpertsPanel } from './topic-experts-panel';

interface TopicTabPanelProps {
  slug: string;
  topicName: string;
  tab: TopicTab;
  page: number;
  /** How the tab's posts are sorted (the experts tab has one order). */
  sort: PostSort;
  /** The tab's count from the topic's overview: an empty tab needs no second request. */
  count: number;
  onPage: (page: number, replace?: boolean) => void;
  onSort: (sort: PostSort) => void;
}

function EmptyTab({ tab }: { tab: TopicTab }) {
  const { icon, emptyAction } = TOPIC_TAB_INFO[tab];
  return <EmptyState icon={icon} text={EMPTY_TEXTS.list} action={emptyAction} />;
}

/** One tab of a topic page: its items (or experts) newest first or as sorted, 6 to a page, or the empty state. */
export function TopicTabPanel({ slug, topicName, tab, page, sort, count, onPage, onSort }: TopicTabPanelProps) {
  if (count === 0) return <EmptyTab tab={tab} />;

  // A post or profile opened from here leads back to this tab and page of the topic.
  const parents = [
    { path: paths.browse, title: 'Browse' },
    { path: topicTabPath(slug, tab, page, sort), title: topicName },
  ];
  if (tab === 'experts') return <TopicExpertsPanel slug={slug} page={page} onPage={onPage} parents={parents} />;
  const sortQuery = new URLSearchParams(sortParam(sort)).toString();
  return (
    <>
      <SortControl sorts={tabSorts(tab)} value={sort} onChange={onSort} />
      <PagedPosts
        queryKey={`/topics/${slug}/items?tab=${tab}${sortQuery ? `&${sortQuery}` : ''}`}
        page={page}
        load={(signal) => getTopicItems(slug, tab, page, sort, signal)}
        onPage={onPage}
        empty={<EmptyTab tab={tab} />}
        renderItem={(post) => <PostCard post={post} parents={parents} />}
      />
    </>
  );
}
