import type { PostKind } from '@contracts/content';
import type { SearchResults } from '@contracts/search';
import { useCallback, useEffect, useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api';
import { searchContent } from '../api/search-content';
import { defaultSearchKind } from '../search-tabs';

interface SearchState {
  /** What the results below were asked for. */
  terms: string;
  kind: PostKind | null;
  page: number;
  results: SearchResults | undefined;
  loading: boolean;
  error: { message: string; status: number } | undefined;
}

/**
 * Searches for the terms, one tab and page at a time. While another tab or page loads, the results
 * of the same terms stay, so the heading, counts and tabs do not flicker. Without a kind in the
 * address the first kind with matches is shown.
 */
export function useSearchResults(terms: string, kindInAddress: PostKind | null, page: number) {
  const [state, setState] = useState<SearchState>({
    terms,
    kind: null,
    page,
    results: undefined,
    loading: true,
    error: undefined,
  });
  const [attempt, setAttempt] = useState(0);
  const known = state.terms === terms ? state.results : undefined;
  const kind = kindInAddress ?? defaultSearchKind(known?.counts);

  useEffect(() => {
    let current = true;
    setState((previous) => ({
      ...previous,
      ...(previous.terms === terms ? {} : { results: undefined }),
      terms,
      loading: true,
      error: undefined,
    }));
    searchContent(terms, kind, page).then(
      (results) => current && setState({ terms, kind, page, results, loading: false, error: undefined }),
      (error: unknown) => {
        if (!current) return;
        const status = error instanceof ApiError ? error.status : 0;
        setState((previous) => ({ ...previous, loading: false, error: { message: errorMessage(error), status } }));
      },
    );
    return () => {
      current = false;
    };
  }, [terms, kind, page, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  /** The results of exactly this tab and page, once they are here. */
  const shown =
    !state.loading && state.terms === terms && state.kind === kind && state.page === page ? state.results : undefined;
  return { kind, results: known, shown, loading: state.loading, error: state.error, retry };
}
