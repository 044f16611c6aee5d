import type { PostKind } from '@contracts/content';
import type { SearchResults } from '@contracts/search';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { useServerData } from '../../../lib/server-data/use-server-data';
import { searchContent, searchPath } from '../api/search-content';
import { defaultSearchKind } from '../search-tabs';

/**
 * Searches for the terms, one tab and page at a time. While another tab or page loads, the results
 * of the same terms stay, so the heading, counts and tabs do not flicker. Without a kind in the
 * address the first kind with matches is shown.
 */
export function useSearchResults(terms: string, kindInAddress: PostKind | null, page: number) {
  // The last answer for these terms, whichever tab or page it was: its counts pick the tab and stay shown.
  const [last, setLast] = useState<{ terms: string; results: SearchResults } | undefined>(undefined);
  const earlier = last?.terms === terms ? last.results : undefined;
  const kind = kindInAddress ?? defaultSearchKind(earlier?.counts);
  const { data, error, failure, loading, reload } = useServerData(searchPath(terms, kind, page), (signal) =>
    searchContent(terms, kind, page, signal),
  );

  useEffect(() => {
    if (data) setLast((previous) => (previous?.results === data ? previous : { terms, results: data }));
  }, [data, terms]);

  const status = failure instanceof ApiError ? failure.status : 0;
  return {
    kind,
    results: data ?? earlier,
    /** The results of exactly this tab and page, once they are here. */
    shown: loading ? undefined : data,
    loading,
    error: error === undefined ? undefined : { message: error, status },
    retry: reload,
  };
}
