import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { StoredEvent } from '../../src/infra/event-store/event-store.port';
import type { Projection } from '../../src/projections/projection';
import type { ReadModel } from '../../src/projections/read-model';

/**
 * Builds events as the store hands them to projections: each one a position past the last, so a
 * projection test states only streams, types and data.
 */
export function eventsAt(at: string): (streamId: string, type: string, data: unknown) => StoredEvent {
  let position = 0n;
  return (streamId, type, data) => {
    position += 1n;
    return {
      id: randomUUID(),
      streamId,
      revision: position,
      position: { commit: position, prepare: position },
      type,
      data,
      metadata: { actorId: null, actorRole: null, correlationId: '', causationId: null, at },
    };
  };
}

/** Applies the events to each projection that handles them, one transaction per projection, as the runner does. */
export async function applyEvents(
  db: Kysely<ReadModel>,
  projections: readonly Projection[],
  events: StoredEvent[],
): Promise<void> {
  for (const projection of projections) {
    const handled = events.filter((event) => projection.handles.has(event.type));
    if (handled.length > 0) await db.transaction().execute((trx) => projection.apply(trx, handled));
  }
}
