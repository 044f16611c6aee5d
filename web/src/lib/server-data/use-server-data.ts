import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { errorMessage } from '../api';
import { type Fetcher, holdKey, loadServerData, reloadServerData } from './cache';
import { useServerDataStore } from './store';

export interface ServerData<T> {
  data: T | undefined;
  /** Why the last load failed, fit to show; undefined unless it failed. */
  error: string | undefined;
  /** The failure itself, e.g. to tell a 404 apart. */
  failure: unknown;
  /** The first load or a retry is on its way (a refresh after a write is not: the data stays). */
  loading: boolean;
  /** Asks again; the screen shows its loading state meanwhile. */
  reload: () => void;
}

interface ServerDataOptions {
  /** The data outlives the screens that show it, for the visit (until forgotten or invalidated). */
  keep?: boolean;
  /** False: the screen reads what the store holds without asking the server (e.g. while a session ends). */
  enabled?: boolean;
  /** How long (ms) kept data serves a screen that opens; older data is shown while it is asked again. */
  freshFor?: number;
}

/**
 * A screen's server data for one request. `key` names the request (its parameters included): screens
 * using the same key share one request and one answer; a write that invalidates the key's prefix
 * refreshes it; when the last screen using it goes, its request is aborted and its data forgotten.
 */
export function useServerData<T>(
  key: string,
  fetcher: Fetcher<T>,
  { keep = false, enabled = true, freshFor = Infinity }: ServerDataOptions = {},
): ServerData<T> {
  const entry = useServerDataStore((state) => state.entries[key]);
  // The key names what the fetcher asks for, so the newest fetcher serves whenever it is called.
  const latest = useRef(fetcher);
  useLayoutEffect(() => {
    latest.current = fetcher;
  });

  useEffect(() => {
    const release = holdKey(key, keep);
    const held = useServerDataStore.getState().entries[key];
    const fresh = held?.hasData && Date.now() - held.loadedAt <= freshFor;
    if (enabled && !fresh) loadServerData(key, (signal) => latest.current(signal));
    return release;
  }, [key, keep, enabled, freshFor]);

  const reload = useCallback(() => reloadServerData(key), [key]);
  return {
    data: entry?.hasData ? (entry.data as T) : undefined,
    error: entry?.failed ? errorMessage(entry.failure) : undefined,
    failure: entry?.failure,
    loading: entry ? entry.loading || (!entry.hasData && !entry.failed && enabled) : enabled,
    reload,
  };
}
