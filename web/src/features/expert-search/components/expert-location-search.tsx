import { EXPERT_SEARCH_MESSAGES } from '@contracts/expert-search';
import { US_STATES } from '@contracts/members';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/button';
import { Field } from '../../../components/field';
import { inputClassName } from '../../../components/input-class';
import { type ExpertSearchQuery, searchFromParams, searchParamsFor } from '../expert-search-query';
import { ExpertSearchResults } from './expert-search-results';
import styles from './experts-page.module.css';

const ZIP_SHAPE = /^\d{5}$/;

interface LocationFormProps {
  initial: ExpertSearchQuery | null;
  onSearch: (zip: string, state: string) => void;
}

function LocationForm({ initial, onSearch }: LocationFormProps) {
  const [zip, setZip] = useState(initial?.zip ?? '');
  const [state, setState] = useState(initial?.state ?? '');
  const [zipError, setZipError] = useState<string>();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (zip.trim() && !ZIP_SHAPE.test(zip.trim())) {
      setZipError(EXPERT_SEARCH_MESSAGES.zipInvalid);
      return;
    }
    setZipError(undefined);
    onSearch(zip, state);
  }

  return (
    <form className={styles.searchForm} onSubmit={handleSubmit} noValidate role="search" aria-label="Find experts by location">
      <Field label="Zip code" error={zipError}>
        {(control) => (
          <input
            {...control}
            className={inputClassName}
            name="zip"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            value={zip}
            onChange={(event) => setZip(event.target.value)}
          />
        )}
      </Field>
      <p className={styles.or}>or</p>
      <Field label="State">
        {(control) => (
          <input
            {...control}
            className={inputClassName}
            name="state"
            list="expert-search-states"
            autoComplete="address-level1"
            value={state}
            onChange={(event) => setState(event.target.value)}
          />
        )}
      </Field>
      <datalist id="expert-search-states">
        {US_STATES.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <Button type="submit" className={styles.searchButton}>
        <Search size={18} aria-hidden />
        Find Experts
      </Button>
    </form>
  );
}

/** Find experts by zip or state. The search lives in the address, so it can be shared, reloaded and paged back. */
export function ExpertLocationSearch() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchFromParams(searchParams);
  const queryKey = query ? `${query.zip}|${query.state}|${query.page}` : '';

  // Neither a zip nor a state clears the results (spec): the address loses its search.
  const onSearch = (zip: string, state: string) => setSearchParams(searchParamsFor(zip, state));
  const onPage = (page: number) => {
    if (!query) return;
    setSearchParams(searchParamsFor(query.zip, query.state, page));
    document.getElementById('expert-results-heading')?.scrollIntoView({ block: 'start' });
  };

  return (
    <>
      {/* Keyed by the address: going back or forward shows that search's fields. */}
      <LocationForm key={`form-${queryKey}`} initial={query} onSearch={onSearch} />
      {query && <ExpertSearchResults key={`results-${queryKey}`} query={query} onPage={onPage} />}
    </>
  );
}
