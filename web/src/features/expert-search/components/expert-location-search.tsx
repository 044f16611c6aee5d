import { EXPERT_SEARCH_MESSAGES, searchRefusalField } from '@contracts/expert-search';
import { US_STATES } from '@contracts/members';
import { Search } from 'lucide-react';
import { useCallback, useRef, useState, type FormEvent } from 'react';
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
  /** Why the server refused the search in the address (a zip no place has, an unknown state). */
  refusal: string | undefined;
  onSearch: (zip: string, state: string) => void;
}

function LocationForm({ initial, refusal, onSearch }: LocationFormProps) {
  const [zip, setZip] = useState(initial?.zip ?? '');
  const [state, setState] = useState(initial?.state ?? '');
  const [zipError, setZipError] = useState<string>();
  const zipInput = useRef<HTMLInputElement>(null);
  const refusedField = refusal ? searchRefusalField(refusal) : null;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (zip.trim() && !ZIP_SHAPE.test(zip.trim())) {
      // Said beside the field, which takes the focus; the results of the last search stay.
      setZipError(EXPERT_SEARCH_MESSAGES.zipInvalid);
      zipInput.current?.focus();
      return;
    }
    setZipError(undefined);
    onSearch(zip, state);
  }

  return (
    <form
      className={styles.searchForm}
      onSubmit={handleSubmit}
      noValidate
      role="search"
      aria-label="Find experts by location"
    >
      <Field label="Zip code" error={zipError ?? (refusedField === 'zip' ? refusal : undefined)}>
        {(control) => (
          <input
            {...control}
            ref={zipInput}
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
      <Field label="State" error={refusedField === 'state' ? refusal : undefined}>
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
  const [refused, setRefused] = useState<{ queryKey: string; message: string } | null>(null);
  const onRefused = useCallback((message: string) => setRefused({ queryKey, message }), [queryKey]);

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
      <LocationForm
        key={`form-${queryKey}`}
        initial={query}
        refusal={refused?.queryKey === queryKey ? refused.message : undefined}
        onSearch={onSearch}
      />
      {query && <ExpertSearchResults key={`results-${queryKey}`} query={query} onPage={onPage} onRefused={onRefused} />}
    </>
  );
}
