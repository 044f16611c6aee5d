import { errorMessage } from '../api';
import { notify } from '../notify';
import { addOverlay, invalidateServerData, nextWrite, setServerData } from './cache';

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

/** The kind of toast that tells a failed write with the server's message; 'none' where the form says it itself. */
export type FailureToast = 'error' | 'warning' | 'none';

export interface ServerWrite<I, R, D = never> {
  run: (input: I) => Promise<R>;
  /** The key prefixes whose data the write changes: refreshed where shown, forgotten elsewhere. */
  invalidates?: readonly string[] | ((result: R, input: I) => readonly string[]);
  optimistic?: (input: I) => OptimisticChange<D, R> | undefined;
  /** What follows the answer (a toast, a redirect); if it fails, that is told as the write's failure. */
  onSuccess?: (result: R, input: I) => unknown;
  /** What else a failure does beside the toast (e.g. mark a field). */
  onFailure?: (error: unknown, input: I) => void;
  /** 'error' unless told. */
  toast?: FailureToast;
}

export type WriteOutcome<R> = { ok: true; result: R } | { ok: false; error: unknown };

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
    write.onFailure?.(error, input);
    return { ok: false, error };
  };
  let result: R;
  try {
    result = await write.run(input);
  } catch (error) {
    rollback?.();
    return fail(error);
  }
  if (change) {
    // The answer replaces the data before the overlay goes, so the screen never shows the old state between.
    if (change.answer) setServerData(change.key, change.answer(result), order);
    rollback?.();
    if (!change.answer) invalidateServerData(change.key);
  }
  const stale = typeof write.invalidates === 'function' ? write.invalidates(result, input) : (write.invalidates ?? []);
  for (const prefix of stale) invalidateServerData(prefix);
  try {
    await write.onSuccess?.(result, input);
  } catch (error) {
    return fail(error);
  }
  return { ok: true, result };
}
