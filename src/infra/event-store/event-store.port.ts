import type { QueryExecutorProvider } from 'kysely';
import type { HistoryErasure } from '../../common/history-erasure';

/**
 * A position in the global order of events. Postgres: (transaction id, global sequence);
 * EventStoreDB: (commit, prepare). Both compare lexicographically and stay bigint end to end.
 */
export interface GlobalPosition {
  readonly commit: bigint;
  readonly prepare: bigint;
}

export const START: GlobalPosition = { commit: -1n, prepare: -1n };

export function comparePositions(a: GlobalPosition, b: GlobalPosition): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  if (a.prepare !== b.prepare) return a.prepare < b.prepare ? -1 : 1;
  return 0;
}

/** The further of two positions. */
export function laterPosition(a: GlobalPosition, b: GlobalPosition): GlobalPosition {
  return comparePositions(a, b) >= 0 ? a : b;
}

export function positionToString(p: GlobalPosition): string {
  return `${p.commit}/${p.prepare}`;
}

export function positionFromString(s: string): GlobalPosition | null {
  const m = /^(-?\d{1,20})\/(-?\d{1,20})$/.exec(s);
  return m ? { commit: BigInt(m[1]!), prepare: BigInt(m[2]!) } : null;
}

/** `no_stream`: the stream must not exist; `any`: no check; a bigint: the stream's last revision. */
export type ExpectedRevision = 'no_stream' | 'any' | 'stream_exists' | bigint;

export interface EventMetadata {
  actorId: number | null;
  actorRole: string | null;
  correlationId: string;
  causationId: string | null;
  at: string;
}

export interface EventToAppend {
  id: string;
  type: string;
  data: unknown;
  metadata: EventMetadata;
}

export interface StoredEvent {
  id: string;
  streamId: string;
  revision: bigint;
  position: GlobalPosition;
  type: string;
  data: unknown;
  metadata: EventMetadata;
}

export interface AppendResult {
  /** The stream's last revision after the append. */
  nextRevision: bigint;
  /** Where the append landed in the global order: wait for projections to pass it. */
  position: GlobalPosition;
}

export class WrongExpectedRevisionError extends Error {
  readonly code = 'wrong_expected_revision';
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: bigint | 'no_stream',
  ) {
    super(`Stream ${streamId}: expected revision ${String(expected)}, found ${String(actual)}`);
  }
}

export class StreamDeletedError extends Error {
  readonly code = 'stream_deleted';
  constructor(readonly streamId: string) {
    super(`Stream ${streamId} was deleted`);
  }
}

/**
 * The append carried a write's idempotency key that an earlier request recorded (a retry that raced
 * the first): nothing was appended, and the first request's write stands.
 */
export class WriteKeyTakenError extends Error {
  readonly code = 'write_key_taken';
  constructor() {
    super('An earlier request with this Idempotency-Key already stored its write');
  }
}

/** Events for one stream, as `appendToStream` takes them. */
export interface StreamAppend {
  streamId: string;
  events: EventToAppend[];
  expected: ExpectedRevision;
}

/** An adapter whose stored events cannot be changed (EventStoreDB) cannot erase personal data from them. */
export class HistoryErasureNotSupportedError extends Error {
  readonly code = 'history_erasure_not_supported';
  constructor(adapter: string) {
    super(
      `${adapter} cannot erase personal data from stored events: deleting an account needs the Postgres event store`,
    );
  }
}

export interface EventStore {
  /**
   * The projections this store applies in each append's own transaction (see InlineProjections); none with
   * EventStoreDB, where the projector applies them after the append, as every other.
   */
  readonly inline: ReadonlySet<string>;
  /**
   * Only where `inline` names any. Within `trx`, a transaction on the store's database: waits for the appends
   * that apply inline projections to end, holds new ones back until `trx` ends, and returns every event stored
   * after `from` in global order (all committed by then). A rebuilt inline projection takes over there.
   */
  holdInlineAppends?(trx: QueryExecutorProvider, from: GlobalPosition): Promise<StoredEvent[]>;
  appendToStream(streamId: string, events: EventToAppend[], expected: ExpectedRevision): Promise<AppendResult>;
  /** Every event of one stream in revision order; empty when the stream does not exist. */
  readStream(streamId: string, options?: { fromRevision?: bigint; maxCount?: number }): Promise<StoredEvent[]>;
  /**
   * Up to `maxCount` committed events after `from`, in global order, skipping none that commits late.
   */
  readAll(from: GlobalPosition, maxCount: number): Promise<StoredEvent[]>;
  /** The last committed event's position, or START when the store is empty. */
  headPosition(): Promise<GlobalPosition>;
  /**
   * Calls `listener` after appends anywhere (this or another process), with the position they
   * reached when it is known; returns the unsubscribe.
   */
  onAppended(listener: (position: GlobalPosition | null) => void): () => void;
  /** Forgets a stream: its events leave every read, and a later `no_stream` append starts it afresh. */
  deleteStream(streamId: string): Promise<void>;
  /**
   * The one change ever made to events already stored: erasing a person's personal data (a deleted
   * account, see accountErasure). In one transaction, appends `appends` (the record of the erasure),
   * deletes every event matching `erasure.deleteEvents` (a stream left empty is deleted; one left
   * shorter goes on from its last remaining revision), and writes `erasure.redactEvents` over the
   * data of the events they match. Positions of the remaining events do not change; readers of
   * `$all` compare positions, so the gaps left behind skip nothing. Events already delivered to a
   * subscriber are not recalled: read models undo them when they meet the appended record.
   * Resolves with where the last append landed.
   */
  eraseFromHistory(appends: readonly StreamAppend[], erasure: HistoryErasure): Promise<AppendResult>;
  close(): Promise<void>;
}

/** Catch-up then live: every event after `from`, each once, in global order, until `signal` aborts. */
export async function* subscribeToAll(
  store: EventStore,
  from: GlobalPosition,
  signal: AbortSignal,
  batchSize = 500,
): AsyncGenerator<StoredEvent> {
  const waker = new AppendWaker(store);
  let position = from;
  try {
    while (!signal.aborted) {
      const batch = await store.readAll(position, batchSize);
      for (const event of batch) {
        position = event.position;
        yield event;
      }
      if (batch.length < batchSize) await waker.wait(250, signal);
    }
  } finally {
    waker.close();
  }
}

/**
 * Waits for the next append. An append that lands between a read and the wait is not missed:
 * the waker remembers it and the next wait returns at once.
 */
export class AppendWaker {
  private pending = false;
  private wake: (() => void) | null = null;
  private readonly unsubscribe: () => void;
  /** The furthest position an announced append reached: a reader short of it has more to read. */
  latest: GlobalPosition = START;

  constructor(store: Pick<EventStore, 'onAppended'>) {
    this.unsubscribe = store.onAppended((position) => {
      if (position && comparePositions(position, this.latest) > 0) this.latest = position;
      this.pending = true;
      this.wake?.();
    });
  }

  async wait(timeoutMs: number, signal?: AbortSignal): Promise<void> {
    if (!this.pending && !signal?.aborted) {
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', done);
          this.wake = null;
          resolve();
        };
        const timer = setTimeout(done, timeoutMs);
        signal?.addEventListener('abort', done);
        this.wake = done;
      });
    }
    this.pending = false;
  }

  /** Wakes the waiter as an announced append would, for news that comes from elsewhere. */
  poke(): void {
    this.pending = true;
    this.wake?.();
  }

  close(): void {
    this.unsubscribe();
    this.wake?.();
  }
}
