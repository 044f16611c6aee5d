import { useEffect } from 'react';
import { LoadError } from '../../../components/load-error';
import { ListSkeleton, Pager, isPastTheEnd, pageCount } from '../../content';
import { ExpertList } from '../../expert-search';
import type { Crumb } from '../../../lib/breadcrumbs';
import { useServerData } from '../../../lib/server-data/use-server-data';
import { getTopicExperts } from '../api/get-topic-experts';

interface TopicExpertsPanelProps {
  slug: string;
  page: number;
  onPage: (page: number, replace?: boolean) => void;
  /** The levels above a profile opened from here: this tab of the topic. */
  parents: Crumb[];
}

function LoadedPage({ slug, page, onPage, parents }: TopicExpertsPanelProps) {
  const { data, error, loading, reload } = useServerData(`/topics/${slug}/experts?page=${page}`, (signal) =>
    getTopicExperts(slug, page, signal),
  );
  const pastTheEnd = isPastTheEnd(data);
  const lastPage = data ? pageCount(data) : 0;

  // A page beyond the last (an old link after experts left) shows the last page instead.
  useEffect(() => {
    if (pastTheEnd && lastPage !== page) onPage(lastPage, true);
  }, [pastTheEnd, lastPage, page, onPage]);

  if (loading || pastTheEnd) return <ListSkeleton />;
  if (error || !data) return <LoadError message={error ?? ''} onRetry={reload} />;
  return (
    <>
      <ExpertList experts={data.items} parents={parents} />
      {data.total > data.pageSize && <Pager page={data.page} pageCount={pageCount(data)} onChange={onPage} />}
    </>
  );
}

/** The Experts tab of a topic page: the experts working with the topic, newest first, 6 to a page. */
export function TopicExpertsPanel(props: TopicExpertsPanelProps) {
  return <LoadedPage key={`${props.slug}-${props.page}`} {...props} />;
}
