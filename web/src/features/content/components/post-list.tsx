import type { PostKind } from '@contracts/content';
import { Inbox } from 'lucide-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { useApiResource } from '../../../lib/use-api-resource';
import { LoadError } from '../../account/components/load-error';
import { getPosts } from '../api/get-posts';
import { EMPTY_TEXTS, KINDS } from '../kinds';
import { ListSkeleton } from './list-skeleton';
import { Pager } from './pager';
import { PostCard } from './post-card';
import styles from './post-list.module.css';

/** The page number in the URL's `?page=N`; anything else is page 1. */
function pageFrom(value: string | null): number {
  return value && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1;
}

interface PostListPageProps {
  kind: PostKind;
  page: number;
  onPage: (page: number, replace?: boolean) => void;
}

function PostListPage({ kind, page, onPage }: PostListPageProps) {
  const { data, error, loading, reload } = useApiResource(() => getPosts(kind, page));
  const pageCount = data ? Math.ceil(data.total / data.pageSize) : 0;
  const pastTheEnd = data !== undefined && data.items.length === 0 && data.total > 0;

  // A page beyond the last (an old link after deletions) shows the last page instead.
  useEffect(() => {
    if (pastTheEnd) onPage(pageCount, true);
  }, [pastTheEnd, pageCount, onPage]);

  if (loading || pastTheEnd) return <ListSkeleton />;
  if (error || !data) return <LoadError message={error ?? ''} onRetry={reload} />;
  if (data.total === 0) return <EmptyState icon={Inbox} text={EMPTY_TEXTS.list} action={KINDS[kind].emptyAction} />;
  // The breadcrumb leads back to this very page of the list.
  const { listPath, heading } = KINDS[kind];
  const parents = [{ path: page > 1 ? `${listPath}?page=${page}` : listPath, title: heading }];

  return (
    <>
      <ul className={styles.list}>
        {data.items.map((post) => (
          <li key={post.id}>
            <PostCard post={post} parents={parents} />
          </li>
        ))}
      </ul>
      {data.total > data.pageSize && <Pager page={page} pageCount={pageCount} onChange={onPage} />}
    </>
  );
}

/** A paged list of one kind of post; the page lives in the URL so that back and reload keep it. */
export function PostList({ kind }: { kind: PostKind }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFrom(searchParams.get('page'));

  const onPage = (next: number, replace = false) => {
    void setSearchParams({ page: String(next) }, { replace });
    window.scrollTo({ top: 0 });
  };

  return <PostListPage key={`${kind}-${page}`} kind={kind} page={page} onPage={onPage} />;
}
