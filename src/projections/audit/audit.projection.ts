import type { Kysely } from 'kysely';
import { eventRegistry } from '../../events/registry';
import type { StoredEvent } from '../../infra/event-store/event-store.port';
import type { Projection } from '../projection';

// Postgres allows 65,535 parameters in one statement; 11 per row.
const ROWS_PER_INSERT = 2_000;

/** The event history: every event the system records, as it was recorded, for "who did what, when". */
export const auditProjection: Projection = {
  name: 'audit',
  handles: new Set(eventRegistry.keys()),
  tables: ['audit_events'],
  async apply(trx: Kysely<any>, events: StoredEvent[]) {
    for (let start = 0; start < events.length; start += ROWS_PER_INSERT) {
      const rows = events.slice(start, start + ROWS_PER_INSERT).map((event) => ({
        event_id: event.id,
        position_commit: event.position.commit.toString(),
        position_prepare: event.position.prepare.toString(),
        stream_id: event.streamId,
        revision: event.revision.toString(),
        type: event.type,
        actor_id: event.metadata.actorId,
        actor_role: event.metadata.actorRole,
        occurred_at: event.metadata.at,
        data: JSON.stringify(event.data),
        metadata: JSON.stringify(event.metadata),
      }));
      await trx
        .insertInto('audit_events')
        .values(rows)
        .onConflict((oc) => oc.column('event_id').doNothing())
        .execute();
    }
  },
};
