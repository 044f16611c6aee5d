import { type Kysely, sql } from 'kysely';
import { eventRegistry } from '../../events/registry';
import type { StoredEvent } from '../../infra/event-store/event-store.port';
import type { Projection } from '../projection';
import { redactForHistory } from './pseudonym-redaction';

// Postgres allows 65,535 parameters in one statement; 11 per row.
const ROWS_PER_INSERT = 2_000;

/** The event history: every event the system records, as it was recorded, for "who did what, when". */
export const auditProjection: Projection = {
  name: 'audit',
  handles: new Set(eventRegistry.keys()),
  tables: ['audit_events'],
  async apply(trx: Kysely<any>, events: StoredEvent[]) {
    const pseudonymousDrafts = await draftsSavedUnderPseudonym(trx, events);
    for (let start = 0; start < events.length; start += ROWS_PER_INSERT) {
      const rows = events
        .slice(start, start + ROWS_PER_INSERT)
        .map((event) => redactForHistory(event, pseudonymousDrafts.has(event.streamId)))
        .map((event) => ({
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

/**
 * The draft streams, among those claimed in this batch, whose draft asked for a pseudonym: a claim
 * names the member, and the draft's DraftSaved (earlier in the batch, or in the history already)
 * says whether that would unmask them.
 */
async function draftsSavedUnderPseudonym(trx: Kysely<any>, events: StoredEvent[]): Promise<Set<string>> {
  const claimed = [...new Set(events.filter((event) => event.type === 'DraftClaimed').map((event) => event.streamId))];
  if (claimed.length === 0) return new Set();
  const found = new Set(
    events.filter((event) => event.type === 'DraftSaved' && (event.data as { pseudonymous?: unknown }).pseudonymous === true).map((event) => event.streamId),
  );
  const { rows } = await sql<{ stream_id: string }>`
    select stream_id from audit_events
    where type = 'DraftSaved' and stream_id in (${sql.join(claimed)}) and data->>'pseudonymous' = 'true'`.execute(trx);
  for (const row of rows) found.add(row.stream_id);
  return found;
}
