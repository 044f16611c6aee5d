import type { PostKind } from '@contracts/content';
import { Inbox } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { getPosts } from '../api/get-posts';
import { EMPTY_TEXTS, KINDS } from '../kinds';
import { PagedPosts } from './paged-posts';
import { pageFrom } from './post-page-view';
import { PostCard } from './post-card';

/** A paged list of one kind of post; the page lives in the URL so that back and reload keep it. */
export function PostList({ kind }: { kind: PostKind }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFrom(searchParams.get('page'));

  const onPage = (next: number, replace = false) => {
    void setSearchParams({ page: String(next) }, { replace });
    window.scrollTo({ top: 0 });
  };

  // The breadcrumb leads back to this very page of the list.
  const { listPath, heading, emptyAction } = KINDS[kind];
  const parents = [{ path: page > 1 ? `${listPath}?page=${page}` : listPath, title: heading }];

  return (
    <PagedPosts
      queryKey={`/${KINDS[kind].apiPath}`}
      postKind={kind}
      page={page}
      load={(signal) => getPosts(kind, page, signal)}
      onPage={onPage}
      empty={<EmptyState icon={Inbox} text={EMPTY_TEXTS.list} action={emptyAction} />}
      renderItem={(post) => <PostCard post={post} parents={parents} />}
    />
  );
}
