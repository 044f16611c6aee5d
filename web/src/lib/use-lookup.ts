import { type DependencyList, useCallback, useEffect, useState } from 'react';
import { ApiError, errorMessage } from './api';

export type Lookup<T> =
  { status: 'loading' } | { status: 'found'; value: T } | { status: 'not-found' } | { status: 'failed'; error: string };

/**
 * Loads one thing that may not exist: a 404 from the server is told apart from a failure, so the
 * page can go to /404 rather than offer a retry. Reloads when `deps` change or on `reload()`.
 */
export function useLookup<T>(load: () => Promise<T>, deps: DependencyList): Lookup<T> & { reload: () => void } {
  const [state, setState] = useState<Lookup<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    load().then(
      (value) => current && setState({ status: 'found', value }),
      (error: unknown) => {
        if (!current) return;
        if (error instanceof ApiError && error.status === 404) setState({ status: 'not-found' });
        else setState({ status: 'failed', error: errorMessage(error) });
      },
    );
    return () => {
      current = false;
    };
    // `load` is a new function on every render; what it loads is named by `deps`.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- deliberate, as said above
  }, [...deps, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
