import { randomUUID } from 'node:crypto';
import type { StoredEvent } from '../../src/infra/event-store/event-store.port';

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
