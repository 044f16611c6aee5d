import type { PostKind } from '@contracts/content';
import { type PostSort, sortsFor } from '@contracts/post-sorts';
import { Inbox } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { getPosts } from '../api/get-posts';
import { EMPTY_TEXTS, KINDS } from '../kinds';
import { PagedPosts } from './paged-posts';
import { pageFrom } from './post-page-view';
import { PostCard } from './post-card';
import { SortControl, sortFrom, sortParam } from './sort-control';

/**
 * A paged list of one kind of post; the page and the sort live in the URL so that back, reload and
 * a shared link keep them. Choosing another sort starts again at page 1.
 */
export function PostList({ kind }: { kind: PostKind }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFrom(searchParams.get('page'));
  const sorts = sortsFor(kind);
  const sort = sortFrom(searchParams.get('sort'), sorts);

  const onPage = (next: number, replace = false) => {
    void setSearchParams({ ...sortParam(sort), page: String(next) }, { replace });
    window.scrollTo({ top: 0 });
  };
  const onSort = (next: PostSort) => void setSearchParams(sortParam(next));

  // The breadcrumb leads back to this very page of the list, sorted as it is.
  const { listPath, heading, emptyAction } = KINDS[kind];
  const query = new URLSearchParams({ ...sortParam(sort), ...(page > 1 ? { page: String(page) } : {}) }).toString();
  const parents = [{ path: query ? `${listPath}?${query}` : listPath, title: heading }];
  const sortQuery = new URLSearchParams(sortParam(sort)).toString();

  return (
    <>
      <SortControl sorts={sorts} value={sort} onChange={onSort} />
      <PagedPosts
        queryKey={`/${KINDS[kind].apiPath}${sortQuery ? `?${sortQuery}` : ''}`}
        postKind={kind}
        page={page}
        load={(signal) => getPosts(kind, page, sort, signal)}
        onPage={onPage}
        empty={<EmptyState icon={Inbox} text={EMPTY_TEXTS.list} action={emptyAction} />}
        renderItem={(post) => <PostCard post={post} parents={parents} />}
      />
    </>
  );
}
