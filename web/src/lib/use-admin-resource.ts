import { useCallback, useEffect } from 'react';
import { ApiError, canRetry } from './api';
import { type Fetcher, setServerData } from './server-data/cache';
import { useServerData } from './server-data/use-server-data';
import { answerAs } from './server-data/write';
import { useSessionStore } from './session/session-store';

export type AdminResource<T> =
  | { status: 'loading' }
  | { status: 'loaded'; data: T }
  | { status: 'not-allowed' }
  /** `retryable`: the network or the server failed, so asking again may help (not so for an unknown table). */
  | { status: 'failed'; error: string; retryable: boolean };

const refusedWith = (failure: unknown, status: number) => failure instanceof ApiError && failure.status === status;

/**
 * Loads what an Admin Area screen shows, by the key of its request (a new key loads anew). The server
 * decides who may see it: a 403 is the screen's not-allowed state, and a 401 (the session ended)
 * sends the person to log in.
 */
export function useAdminResource<T>(key: string, load: Fetcher<T>) {
  const { data, error, failure, loading, reload } = useServerData(key, load);
  const loggedOut = refusedWith(failure, 401);
  useEffect(() => {
    if (loggedOut) useSessionStore.getState().clearUser();
  }, [loggedOut]);

  /** Changes the loaded data in place, e.g. to take a handled row off a table. */
  const update = useCallback((change: (data: T) => T) => setServerData(key, change), [key]);
  /** The same change as a write declares it (`updates`), taken when the write is answered. */
  const answer = useCallback((change: (data: T) => T) => answerAs(key, change), [key]);

  let state: AdminResource<T> = { status: 'loading' };
  if (loading || loggedOut) state = { status: 'loading' };
  else if (data !== undefined) state = { status: 'loaded', data };
  else if (refusedWith(failure, 403)) state = { status: 'not-allowed' };
  else if (error !== undefined) state = { status: 'failed', error, retryable: canRetry(failure) };
  return { ...state, key, reload, update, answer };
}
