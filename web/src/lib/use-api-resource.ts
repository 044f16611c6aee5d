import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from './api';

interface ResourceState<T> {
  data: T | undefined;
  error: string | undefined;
  loading: boolean;
}

/** Loads one server resource for a screen; `reload` fetches it again. */
export function useApiResource<T>(load: () => Promise<T>): ResourceState<T> & { reload: () => void } {
  const [state, setState] = useState<ResourceState<T>>({ data: undefined, error: undefined, loading: true });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState((previous) => ({ ...previous, loading: true, error: undefined }));
    load().then(
      (data) => current && setState({ data, error: undefined, loading: false }),
      (error: unknown) => current && setState({ data: undefined, error: errorMessage(error), loading: false }),
    );
    return () => {
      current = false;
    };
    // `load` is a module-level API function; re-running on identity changes would refetch every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- deliberate, as said above
  }, [attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
