import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What one write request has done so far, for the layers between its answer and its append: the
 * event store records the request's idempotency key with its first append and notes that something
 * committed; the answer then knows whether a failure still leaves the write stored.
 */
export interface WriteScope {
  /** The request's Idempotency-Key as recorded (a hash of member or browser, route and key) and the keyed hash of its body. */
  key: { keyHash: string; requestHash: string } | null;
  /** The key went out with an append (set before it is sent, so that it goes with one append only). */
  keySent: boolean;
  /** An append of this request committed: from here on a failure answers "saved, on its way". */
  committed: boolean;
  /** The wait for the read model failed after the write committed: the answer is 202. */
  lagging: boolean;
  /** The session this write's answer starts (sign-up, login, a reset code): a repeat starts a fresh one for it. */
  session: StartedSession | null;
}

export interface StartedSession {
  uid: number;
  mustChangePassword: boolean;
}

const current = new AsyncLocalStorage<WriteScope>();

export function newWriteScope(): WriteScope {
  return { key: null, keySent: false, committed: false, lagging: false, session: null };
}

/** Runs `work` (a write request's handling) with `scope` as its write scope. */
export function withWriteScope<T>(scope: WriteScope, work: () => T): T {
  return current.run(scope, work);
}

/** The current request's write scope; undefined outside a write request (a job, a read, a test). */
export function currentWriteScope(): WriteScope | undefined {
  return current.getStore();
}
