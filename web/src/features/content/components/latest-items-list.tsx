import { Inbox } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { paths } from '../../../lib/paths';
import { getLatestItems } from '../api/get-latest-items';
import { EMPTY_TEXTS } from '../kinds';
import { PagedPosts } from './paged-posts';
import { PostCard } from './post-card';
import { pageFrom } from './post-page-view';

export const LATEST_HEADING = 'Latest Posts';

/** Every kind together, newest first, each row labelled with its kind; the page lives in the URL. */
export function LatestItemsList() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFrom(searchParams.get('page'));

  const onPage = (next: number, replace = false) => {
    void setSearchParams({ page: String(next) }, { replace });
    window.scrollTo({ top: 0 });
  };

  const parents = [{ path: page > 1 ? `${paths.results}?page=${page}` : paths.results, title: LATEST_HEADING }];
  return (
    <PagedPosts
      queryKey="/results"
      page={page}
      load={(signal) => getLatestItems(page, signal)}
      onPage={onPage}
      empty={<EmptyState icon={Inbox} text={EMPTY_TEXTS.list} action={{ to: paths.ask, label: 'Submit a Question' }} />}
      renderItem={(post) => <PostCard post={post} parents={parents} showKind />}
    />
  );
}
