import type { Kysely } from 'kysely';
import type { StoredEvent } from '../infra/event-store/event-store.port';

/**
 * A read model: the event types it handles and how a batch of them changes its tables.
 * `apply` runs inside the transaction that also moves the projection's checkpoint.
 */
export interface Projection {
  readonly name: string;
  readonly handles: ReadonlySet<string>;
  /** Emptied before a rebuild replays from position 0. */
  readonly tables: readonly string[];
  apply(trx: Kysely<any>, events: StoredEvent[]): Promise<void>;
}

/**
 * Splits a batch into runs of consecutive events of one type (or of one `group`, when several
 * types are written alike), so that a projection can write a run of inserts as one multi-row
 * statement without changing the order of anything else.
 */
export function runsOfType(events: StoredEvent[], group: (type: string) => string = (type) => type): StoredEvent[][] {
  const runs: StoredEvent[][] = [];
  for (const event of events) {
    const last = runs[runs.length - 1];
    if (last && group(last[0]!.type) === group(event.type)) last.push(event);
    else runs.push([event]);
  }
  return runs;
}
