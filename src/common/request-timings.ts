import { AsyncLocalStorage } from 'node:async_hooks';

/** Milliseconds spent in each named step of one request, summed by name. */
export type RequestTimings = Map<string, number>;

const current = new AsyncLocalStorage<RequestTimings>();

/** Runs `work` (a request's handling) with a fresh set of timings that `noteTiming` adds to. */
export function withRequestTimings<T>(timings: RequestTimings, work: () => T): T {
  return current.run(timings, work);
}

/**
 * Notes how long a step of the current request took. Outside a request that keeps timings (the
 * operator did not turn them on, or a job runs the step) it costs a lookup and nothing else.
 */
export function noteTiming(name: string, ms: number): void {
  const timings = current.getStore();
  if (timings) timings.set(name, (timings.get(name) ?? 0) + ms);
}
