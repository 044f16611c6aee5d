import type { Transaction } from 'kysely';
import type { StoredEvent } from './event-store.port';

/**
 * Read tables kept in the transaction that appends their events (Marten's and Emmett's inline
 * projections): a write commits with its read rows or not at all, and its answer waits for nothing.
 * Given to the Postgres event store from above (infra knows no projection); EventStoreDB shares no
 * transaction with SQL and applies none, so there the projector applies them as it does the others.
 */
export interface InlineProjections {
  /** The projections applied inline, by name. */
  readonly names: ReadonlySet<string>;
  /** Whether one of `events` changes an inline projection's tables: only such an append opens a transaction. */
  concern(events: readonly { type: string }[]): boolean;
  /**
   * Applies the appended events to the inline projections' tables, inside the append's transaction
   * (the caller's database, which holds the read tables too). A failure fails the append.
   */
  apply(trx: Transaction<object>, events: readonly StoredEvent[]): Promise<void>;
}

/** No projection applied inline (EventStoreDB, or a store opened without them). */
export const NO_INLINE_PROJECTIONS: InlineProjections = {
  names: new Set(),
  concern: () => false,
  apply: async () => {},
};
