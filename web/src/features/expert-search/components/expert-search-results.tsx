import type { ExpertSearchResult } from '@contracts/expert-search';
import { SearchX } from 'lucide-react';
import { useEffect } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { ApiError } from '../../../lib/api';
import { LoadError } from '../../../components/load-error';
import { ListSkeleton, Pager, pageCount } from '../../content';
import { useServerData } from '../../../lib/server-data/use-server-data';
import { searchExperts } from '../api/search-experts';
import type { ExpertSearchQuery } from '../expert-search-query';
import { ExpertList } from './expert-list';
import styles from './experts-page.module.css';

type Outcome = { result: ExpertSearchResult } | { refused: string };

/** A search the server refuses (an unknown zip or state) is said plainly; only other failures offer a retry. */
const load =
  (query: ExpertSearchQuery) =>
  (signal: AbortSignal): Promise<Outcome> =>
    searchExperts(query, signal).then(
      (result) => ({ result }),
      (error: unknown) => {
        if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429)
          return { refused: error.message };
        throw error;
      },
    );

function Results({ result, onPage }: { result: ExpertSearchResult; onPage: (page: number) => void }) {
  const { heading, inZip, elsewhere, message } = result;
  return (
    <section className={styles.results} aria-labelledby="expert-results-heading">
      <h2 id="expert-results-heading" className={styles.resultsHeading}>
        {heading}
      </h2>
      {inZip.length > 0 && <ExpertList experts={inZip} />}
      {message && <p className={styles.message}>{message}</p>}
      {elsewhere.items.length > 0 && <ExpertList experts={elsewhere.items} />}
      {elsewhere.total > elsewhere.pageSize && (
        <Pager page={elsewhere.page} pageCount={pageCount(elsewhere)} onChange={onPage} />
      )}
    </section>
  );
}

interface ExpertSearchResultsProps {
  query: ExpertSearchQuery;
  onPage: (page: number) => void;
  /** Told why the server refused the search, so the form can say it beside the field too. */
  onRefused: (message: string) => void;
}

/** One search's results: fetched once per query (the parent keys it by the query). */
export function ExpertSearchResults({ query, onPage, onRefused }: ExpertSearchResultsProps) {
  const { data, error, loading, reload } = useServerData(`/experts/search#${JSON.stringify(query)}`, load(query));
  const refusal = data && 'refused' in data ? data.refused : null;
  useEffect(() => {
    if (refusal) onRefused(refusal);
  }, [refusal, onRefused]);
  if (loading) return <ListSkeleton />;
  if (error || !data) return <LoadError message={error ?? ''} onRetry={reload} />;
  if ('refused' in data) return <EmptyState icon={SearchX} text={data.refused} />;
  return <Results result={data.result} onPage={onPage} />;
}
