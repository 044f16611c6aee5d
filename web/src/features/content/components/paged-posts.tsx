import type { Page, PostSummary } from '@contracts/content';
import { useEffect, type ReactNode } from 'react';
import { LoadError } from '../../../components/load-error';
import { useServerData } from '../../../lib/server-data/use-server-data';
import { ListSkeleton } from './list-skeleton';
import { isPastTheEnd, pageCount, PostPageView } from './post-page-view';

interface PagedPostsProps<T extends PostSummary> {
  /** Names what `load` fetches (the request's path without its page); a new key fetches anew. */
  queryKey: string;
  page: number;
  load: (signal: AbortSignal) => Promise<Page<T>>;
  onPage: (page: number, replace?: boolean) => void;
  /** What an empty list shows. */
  empty: ReactNode;
  renderItem: (item: T) => ReactNode;
}

function LoadedPage<T extends PostSummary>({ queryKey, page, load, onPage, empty, renderItem }: PagedPostsProps<T>) {
  const separator = queryKey.includes('?') ? '&' : '?';
  const { data, error, loading, reload } = useServerData(`${queryKey}${separator}page=${page}`, load);
  const pastTheEnd = isPastTheEnd(data);
  const lastPage = data ? pageCount(data) : 0;

  // A page beyond the last (an old link after deletions) shows the last page instead.
  useEffect(() => {
    if (pastTheEnd && lastPage !== page) onPage(lastPage, true);
  }, [pastTheEnd, lastPage, page, onPage]);

  if (loading || pastTheEnd) return <ListSkeleton />;
  if (error || !data) return <LoadError message={error ?? ''} onRetry={reload} />;
  if (data.total === 0) return empty;
  return <PostPageView data={data} onPage={onPage} renderItem={renderItem} />;
}

/** A paged list of posts fetched one page at a time: skeleton, error with retry, empty state, rows and pager. */
export function PagedPosts<T extends PostSummary>(props: PagedPostsProps<T>) {
  return <LoadedPage key={`${props.queryKey}-${props.page}`} {...props} />;
}
