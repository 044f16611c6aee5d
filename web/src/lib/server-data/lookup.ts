import { ApiError } from '../api';
import type { ServerData } from './use-server-data';

export type Lookup<T> =
  { status: 'loading' } | { status: 'found'; value: T } | { status: 'not-found' } | { status: 'failed'; error: string };

/**
 * Server data for one thing that may not exist: a 404 is told apart from a failure, so the page can
 * go to /404 rather than offer a retry.
 */
export function asLookup<T>({
  data,
  error,
  failure,
  loading,
  reload,
}: ServerData<T>): Lookup<T> & { reload: () => void } {
  if (loading) return { status: 'loading', reload };
  if (data !== undefined) return { status: 'found', value: data, reload };
  if (failure instanceof ApiError && failure.status === 404) return { status: 'not-found', reload };
  if (error !== undefined) return { status: 'failed', error, reload };
  return { status: 'loading', reload };
}
