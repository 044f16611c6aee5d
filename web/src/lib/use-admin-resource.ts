import { type DependencyList, useCallback, useEffect, useState } from 'react';
import { ApiError, canRetry, errorMessage } from './api';
import { useSessionStore } from './session/session-store';

export type AdminResource<T> =
  | { status: 'loading' }
  | { status: 'loaded'; data: T }
  | { status: 'not-allowed' }
  /** `retryable`: the network or the server failed, so asking again may help (not so for an unknown table). */
  | { status: 'failed'; error: string; retryable: boolean };

/**
 * Loads what an Admin Area screen shows. The server decides who may see it: a 403 is the screen's
 * not-allowed state, and a 401 (the session ended) sends the person to log in. `deps` reload it.
 */
export function useAdminResource<T>(load: () => Promise<T>, deps: DependencyList = []) {
  const [state, setState] = useState<AdminResource<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    load().then(
      (data) => current && setState({ status: 'loaded', data }),
      (error: unknown) => {
        if (!current) return;
        if (error instanceof ApiError && error.status === 401) useSessionStore.getState().clearUser();
        else if (error instanceof ApiError && error.status === 403) setState({ status: 'not-allowed' });
        else setState({ status: 'failed', error: errorMessage(error), retryable: canRetry(error) });
      },
    );
    return () => {
      current = false;
    };
    // `load` is rebuilt on every render; what it depends on is in `deps`.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- deliberate, as said above
  }, [attempt, ...deps]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  /** Changes the loaded data in place, e.g. to take a handled row off a table. */
  const update = useCallback(
    (change: (data: T) => T) =>
      setState((previous) => (previous.status === 'loaded' ? { ...previous, data: change(previous.data) } : previous)),
    [],
  );
  return { ...state, reload, update };
}
