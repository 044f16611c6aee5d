import type { PostKind } from '@contracts/content';
import type { SearchResults } from '@contracts/search';
import { SEARCH_MESSAGES } from '@contracts/search';
import { useEffect } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { ListSkeleton, PostCard, isPastTheEnd, pageCount, PostPageView, KIND_ICONS } from '../../content';
import { searchTabPath } from '../search-tabs';
import { Snippet } from './snippet';

interface SearchTabPanelProps {
  terms: string;
  kind: PostKind;
  /** This tab's page of results, or undefined while it loads. */
  results: SearchResults | undefined;
  onPage: (page: number, replace?: boolean) => void;
}

/** One tab of search results: rows with their snippets, and the tab's own pager. */
export function SearchTabPanel({ terms, kind, results, onPage }: SearchTabPanelProps) {
  const page = results?.results;
  const pastTheEnd = isPastTheEnd(page);
  const lastPage = page ? pageCount(page) : 0;

  // A page beyond the last (an old link) shows the last page instead.
  useEffect(() => {
    if (pastTheEnd) onPage(lastPage, true);
  }, [pastTheEnd, lastPage, onPage]);

  if (!page || pastTheEnd) return <ListSkeleton />;
  if (page.total === 0) return <EmptyState icon={KIND_ICONS[kind]} text={SEARCH_MESSAGES.noResults} />;

  // A result opened from here leads back to this tab and page of the search.
  const parents = [{ path: searchTabPath(terms, kind, page.page), title: `Search results for ${terms}` }];
  return (
    <PostPageView
      data={page}
      onPage={onPage}
      renderItem={(hit) => (
        <PostCard post={hit} parents={parents}>
          <Snippet segments={hit.snippet} />
        </PostCard>
      )}
    />
  );
}
