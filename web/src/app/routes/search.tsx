import { crisisTopicsIn } from '@contracts/crisis';
import { SEARCH_MESSAGES } from '@contracts/search';
import { useParams } from 'react-router-dom';
import { CrisisBanner } from '../../features/crisis/components/crisis-banner';
import { SearchAdPlaceholder } from '../../features/ads/components/search-ad-placeholder';
import { SearchResultsView } from '../../features/search/components/search-results';
import { SearchForm } from '../../features/shell/components/search-form';
import { useDocumentTitle } from '../../lib/use-document-title';
import styles from './topics.module.css';

function SearchStart() {
  useDocumentTitle('Search');
  return (
    <>
      <h1 className={styles.heading}>Search</h1>
      <p className={styles.intro}>Find questions, articles, videos and books from the community.</p>
      <SearchForm id="search-page" inline help={SEARCH_MESSAGES.termsRequired} />
    </>
  );
}

function SearchResultsPage({ terms }: { terms: string }) {
  useDocumentTitle(`Search results for ${terms}`);
  return (
    <>
      <CrisisBanner topics={crisisTopicsIn(terms)} />
      <SearchAdPlaceholder />
      <SearchResultsView terms={terms} />
    </>
  );
}

/** /search/{terms}; /search alone (or only spaces) shows the search field. */
export function SearchRoute() {
  const terms = (useParams()['*'] ?? '').trim();
  return <div className={styles.page}>{terms ? <SearchResultsPage key={terms} terms={terms} /> : <SearchStart />}</div>;
}
