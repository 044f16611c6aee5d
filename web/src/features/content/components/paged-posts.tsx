import type { Page, PostKind, PostSummary } from '@contracts/content';
import { useEffect, type ReactNode } from 'react';
import { LoadError } from '../../../components/load-error';
import { freshItemClassName, NewItemsControl, newItemsText, useFocusOnReveal } from '../../../components/new-items';
import { useServerData } from '../../../lib/server-data/use-server-data';
import { useNewPosts } from '../hooks/use-new-posts';
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
  /** The one kind the list holds, so that posts of other kinds published meanwhile leave it alone. */
  postKind?: PostKind;
}

function LoadedPage<T extends PostSummary>(props: PagedPostsProps<T>) {
  const { queryKey, page, load, onPage, empty, renderItem, postKind } = props;
  const separator = queryKey.includes('?') ? '&' : '?';
  const key = `${queryKey}${separator}page=${page}`;
  const { data: latest, error, loading, reload } = useServerData(key, load);
  // Posts published while the reader is here wait at the top of the first page.
  const { shown: data, held, reveal, fresh } = useNewPosts(latest, { key, kind: postKind, watchNew: page === 1 });
  const rowsRef = useFocusOnReveal<HTMLDivElement>(fresh);
  const pastTheEnd = isPastTheEnd(data);
  const lastPage = data ? pageCount(data) : 0;

  // A page beyond the last (an old link after deletions) shows the last page instead.
  useEffect(() => {
    if (pastTheEnd && lastPage !== page) onPage(lastPage, true);
  }, [pastTheEnd, lastPage, page, onPage]);

  if (loading || pastTheEnd) return <ListSkeleton />;
  if (error || !data) return <LoadError message={error ?? ''} onRetry={reload} />;
  const control = <NewItemsControl text={newItemsText(held, 'post')} onShow={reveal} />;
  if (data.total === 0)
    return (
      <>
        {control}
        {empty}
      </>
    );
  return (
    <>
      {control}
      <div ref={rowsRef}>
        <PostPageView
          data={data}
          onPage={onPage}
          renderItem={renderItem}
          itemProps={(item) =>
            fresh.has(`${item.kind}-${item.id}`) ? { className: freshItemClassName, tabIndex: -1 } : undefined
          }
        />
      </div>
    </>
  );
}

/** A paged list of posts fetched one page at a time: skeleton, error with retry, empty state, rows and pager. */
export function PagedPosts<T extends PostSummary>(props: PagedPostsProps<T>) {
  return <LoadedPage key={`${props.queryKey}-${props.page}`} {...props} />;
}
