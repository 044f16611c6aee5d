import { errorMessage, WriteAccepted } from '../api';
import { notify } from '../notify';
import { addOverlay, invalidate, nextWrite, setServerData, type Stale } from './cache';

/** A change the screen shows before the server answers, taken back if the server refuses. */
export interface OptimisticChange<D, R> {
  /** The key whose data changes. */
  key: string;
  /** What the change is about, e.g. one bookmark: `isWritePending(key, tag)` is true meanwhile. */
  tag: string;
  apply: (data: D) => D;
  /**
   * The server's answer as the key's new data, or as a change of the data as the server last gave
   * it (e.g. merging a reply of a few fields); without it the key is refreshed.
   */
  answer?: (result: R) => D | ((data: D) => D);
}

/** A key's new data from a write's answer, taken as it stands: see `answerAs`. */
export interface DataUpdate {
  key: string;
  change: unknown;
}

/** The answer (or a change of the data as the server last gave it) as `key`'s data, without asking again. */
export const answerAs = <T>(key: string, change: T | ((data: T) => T)): DataUpdate => ({ key, change });

/** The kind of toast that tells a failed write with the server's message; 'none' where the form says it itself. */
export type FailureToast = 'error' | 'warning' | 'none';

export interface ServerWrite<I, R, D = never> {
  run: (input: I) => Promise<R>;
  /**
   * What the write changes among the server data the client holds, asked again once it is answered
   * (see `Stale`): the one way a screen comes up to date after a write, as after a live notice. Every
   * write says it; `[]` where it changes nothing the client holds (say why beside it). An optimistic
   * change's key is refreshed by itself unless its `answer` gives the new data.
   */
  invalidates: readonly Stale[] | ((result: R, input: I) => readonly Stale[]);
  /** What a refusal shows is out of date (e.g. a 409: another administrator handled the item meanwhile). */
  invalidatesOnFailure?: (error: unknown, input: I) => readonly Stale[];
  /**
   * The answer as data the screen holds, e.g. a queue answered as it now stands: taken before
   * `invalidates` is asked again, so nothing asked meanwhile undoes it.
   */
  updates?: (result: R, input: I) => readonly DataUpdate[];
  /** Shown before the answer, on top of `invalidates`, never instead of it. */
  optimistic?: (input: I) => OptimisticChange<D, R> | undefined;
  /**
   * What follows the answer besides the data (a toast, a redirect, closing a form): no reloads, which
   * `invalidates` declares. If it fails, that is told as the write's failure.
   */
  onSuccess?: (result: R, input: I) => unknown;
  /** What else a failure does beside the toast (e.g. mark a field). */
  onFailure?: (error: unknown, input: I) => void;
  /** 'error' unless told. */
  toast?: FailureToast;
}

/** `accepted`: stored, though the server could not give its answer (202): the screen refreshes instead. */
export type WriteOutcome<R> = { ok: true; result: R } | { ok: true; accepted: true } | { ok: false; error: unknown };

/** After a "saved, on its way" answer the data is refreshed at once and again this much later. */
const ACCEPTED_REFRESH_MS = 3_000;

/**
 * A write that is stored but had no answer: a calm word instead of an error, its optimistic change
 * given back to the data, which is refreshed now and once more when the server has caught up.
 */
function accepted<R>(message: string, keys: readonly Stale[]): WriteOutcome<R> {
  notify.info(message);
  const refresh = () => invalidate(keys);
  refresh();
  setTimeout(refresh, ACCEPTED_REFRESH_MS);
  return { ok: true, accepted: true };
}

function showFailure(error: unknown, toast: FailureToast = 'error'): void {
  if (toast !== 'none') notify[toast](errorMessage(error));
}

/**
 * Runs one write: shows its optimistic change, then takes the server's answer or rolls the change
 * back, refreshes what it invalidates, and tells a failure in a toast.
 */
export async function performWrite<I, R, D>(write: ServerWrite<I, R, D>, input: I): Promise<WriteOutcome<R>> {
  const change = write.optimistic?.(input);
  const order = nextWrite();
  const rollback = change ? addOverlay(change.key, order, change.tag, change.apply) : undefined;
  const fail = (error: unknown): WriteOutcome<R> => {
    showFailure(error, write.toast);
    invalidate(write.invalidatesOnFailure?.(error, input) ?? []);
    write.onFailure?.(error, input);
    return { ok: false, error };
  };
  let result: R;
  try {
    result = await write.run(input);
  } catch (error) {
    rollback?.();
    if (error instanceof WriteAccepted) {
      const stale = typeof write.invalidates === 'function' ? [] : write.invalidates;
      return accepted(error.message, change ? [change.key, ...stale] : stale);
    }
    return fail(error);
  }
  if (change) {
    // The answer replaces the data before the overlay goes, so the screen never shows the old state between.
    if (change.answer) setServerData(change.key, change.answer(result), order);
    rollback?.();
  }
  for (const { key, change: data } of write.updates?.(result, input) ?? []) setServerData(key, data);
  const stale = typeof write.invalidates === 'function' ? write.invalidates(result, input) : write.invalidates;
  invalidate(change && !change.answer ? [change.key, ...stale] : stale);
  try {
    await write.onSuccess?.(result, input);
  } catch (error) {
    return fail(error);
  }
  return { ok: true, result };
}
