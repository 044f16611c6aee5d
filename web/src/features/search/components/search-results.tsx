import type { PostKind } from '@contracts/content';
import { SEARCH_MESSAGES } from '@contracts/search';
import { SearchX } from 'lucide-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/button';
import { CountTabs } from '../../../components/count-tabs';
import { EmptyState } from '../../../components/empty-state';
import { Skeleton } from '../../../components/skeleton';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { ListSkeleton, pageFrom, KIND_ICONS, KINDS } from '../../content';
import { TopicChips } from '../../topics';
import { useSearchResults } from '../hooks/use-search-results';
import { isSearchKind, SEARCH_TABS, searchCountText } from '../search-tabs';
import { SearchTabPanel } from './search-tab-panel';
import styles from './search-results.module.css';

function SearchError({ message, canRetry, onRetry }: { message: string; canRetry: boolean; onRetry: () => void }) {
  return (
    <div className={styles.error} role="alert">
      <p>{message}</p>
      {canRetry && (
        <Button variant="secondary" onClick={onRetry}>
          Try Again
        </Button>
      )}
    </div>
  );
}

/** "Search results for" the terms: topic chips, then a tab per kind with its count and its own pager. */
export function SearchResultsView({ terms }: { terms: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const named = searchParams.get('kind');
  const page = pageFrom(searchParams.get('page'));
  const { kind, results, shown, error, retry } = useSearchResults(terms, isSearchKind(named) ? named : null, page);

  useEffect(() => {
    if (error) notify.error(error.message, { id: 'search-error' });
  }, [error]);

  const chooseTab = (next: PostKind) => void setSearchParams({ kind: next });
  const onPage = (next: number, replace = false) => {
    void setSearchParams({ kind, page: String(next) }, { replace });
    window.scrollTo({ top: 0 });
  };

  const nothingFound = results !== undefined && SEARCH_TABS.every((tab) => results.counts[tab] === 0);
  // A failed request for server reasons can be tried again; refused terms cannot.
  const canRetry = error !== undefined && (error.status === 0 || error.status >= 500);

  let body;
  if (!results && error) body = <SearchError message={error.message} canRetry={canRetry} onRetry={retry} />;
  else if (!results)
    body = (
      <div role="status" aria-label="Loading search results" className={styles.loading}>
        <Skeleton height="3rem" />
        <ListSkeleton />
      </div>
    );
  else if (nothingFound)
    body = (
      <EmptyState
        icon={SearchX}
        text={SEARCH_MESSAGES.noResults}
        detail="Try other or fewer words, or browse the topics."
        action={{ to: paths.browse, label: 'Browse Topics' }}
      />
    );
  else {
    const tabs = SEARCH_TABS.map((value) => ({
      value,
      label: KINDS[value].heading,
      icon: KIND_ICONS[value],
      count: searchCountText(results.counts[value], results.countsAreLowerBounds[value]),
    }));
    body = (
      <CountTabs label="Search results by kind" tabs={tabs} value={kind} onValueChange={chooseTab}>
        {error ? (
          <SearchError message={error.message} canRetry={canRetry} onRetry={retry} />
        ) : (
          <SearchTabPanel terms={terms} kind={kind} results={shown} onPage={onPage} />
        )}
      </CountTabs>
    );
  }

  return (
    <>
      <h1 className={styles.heading}>
        Search results for <span className={styles.terms}>{terms}</span>
      </h1>
      {results?.match === 'some' && !nothingFound && <p className={styles.someWords}>{SEARCH_MESSAGES.someWords}</p>}
      {results && results.topics.length > 0 && (
        <div className={styles.topics}>
          <TopicChips topics={results.topics} heading="Related topics" />
        </div>
      )}
      {body}
    </>
  );
}
