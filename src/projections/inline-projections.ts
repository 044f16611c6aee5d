import type { Transaction } from 'kysely';
import type { StoredEvent } from '../infra/event-store/event-store.port';
import type { InlineProjections } from '../infra/event-store/inline-projections.port';
import { concerns, type Projection } from './projection';
import type { ReadModel } from './read-model';

/**
 * The projections declared `inline`, as the event store applies them in an append's transaction: each takes the
 * appended events it handles, in the order of `projections` (the lanes' order, so one that reads another's tables
 * comes after it).
 */
export function inlineProjections(projections: readonly Projection[]): InlineProjections {
  const inline = projections.filter((p) => p.inline);
  const types = new Set(inline.flatMap((p) => [...p.handles]));
  return {
    names: new Set(inline.map((p) => p.name)),
    concern: (events) => events.some((e) => types.has(e.type)),
    async apply(trx, events) {
      // The store's transaction is on the database that holds every read table (ReadModel): infra only types
      // its own.
      const readModel = trx as unknown as Transaction<ReadModel>;
      for (const projection of inline) {
        const relevant = events.filter((e: StoredEvent) => concerns(projection, e));
        if (relevant.length > 0) await projection.apply(readModel, relevant);
      }
    },
  };
}
