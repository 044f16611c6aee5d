import { sql, type Transaction } from 'kysely';
import type { EventType } from '../../events/registry';
import type { AccountDeletedData } from '../../events/users/account-deletion.events';
import { accountErasure } from '../../events/users/account-erasure';
import { eventFilterSql, redactedDataSql } from '../../infra/event-store/event-filter.sql';
import { defineProjection, inRuns, onEveryEvent, type ProjectedEvent } from '../projection';
import type { ReadModel } from '../read-model';
import { forgetMaskedAuthor, maskedAuthorsOf, rememberMaskedNames } from './masked-authors';
import { maskedNamesOf, redactForHistory } from './pseudonym-redaction';

// Postgres allows 65,535 parameters in one statement; 11 per row.
const ROWS_PER_INSERT = 2_000;

/**
 * The event history: every event the system records, as it was recorded, for "who did what, when",
 * except what would name the author of an item posted under a pseudonym (see pseudonym-redaction).
 * A deleted account's personal data leaves these copies as it left the event store: the same
 * erasure, applied when AccountDeleted arrives, so a rebuild from the erased history matches.
 */
export const auditProjection = defineProjection({
  name: 'audit',
  // The second is sealed: who wrote what under a pseudonym, which the history needs to leave them out.
  tables: ['audit_events', 'audit_pseudonymous_authors'],
  // Every event, in one run per batch: what the batch holds decides how its events are recorded.
  on: onEveryEvent(
    inRuns<EventType>(async (trx, events) => {
      // Batches are recorded up to each account deletion, which then erases what came before it.
      const pseudonymousDrafts = await draftsSavedUnderPseudonym(trx, events);
      const masked = await maskedAuthorsOf(trx, events);
      let start = 0;
      for (let i = 0; i < events.length; i++) {
        const event = events[i]!;
        if (event.type !== 'AccountDeleted') continue;
        await record(trx, events.slice(start, i + 1), pseudonymousDrafts, masked);
        await erase(trx, event.data);
        await forgetMaskedAuthor(trx, masked, event.data.uid);
        start = i + 1;
      }
      await record(trx, events.slice(start), pseudonymousDrafts, masked);
    }),
  ),
});

/**
 * The draft streams, among those claimed in this batch, whose draft asked for a pseudonym: a claim
 * names the member, and the draft's DraftSaved (earlier in the batch, or in the history already)
 * says whether that would unmask them.
 */
async function draftsSavedUnderPseudonym(trx: Transaction<ReadModel>, events: ProjectedEvent[]): Promise<Set<string>> {
  const claimed = [...new Set(events.filter((event) => event.type === 'DraftClaimed').map((event) => event.streamId))];
  if (claimed.length === 0) return new Set();
  const found = new Set(
    events
      .filter((event) => event.type === 'DraftSaved' && event.data.pseudonymous === true)
      .map((event) => event.streamId),
  );
  const { rows } = await sql<{ stream_id: string }>`
    select stream_id from audit_events
    where type = 'DraftSaved' and stream_id in (${sql.join(claimed)}) and data->>'pseudonymous' = 'true'`.execute(trx);
  for (const row of rows) found.add(row.stream_id);
  return found;
}

async function record(
  trx: Transaction<ReadModel>,
  events: ProjectedEvent[],
  pseudonymousDrafts: ReadonlySet<string>,
  masked: Map<string, number>,
): Promise<void> {
  for (let start = 0; start < events.length; start += ROWS_PER_INSERT) {
    const slice = events.slice(start, start + ROWS_PER_INSERT);
    // In order: a post under a pseudonym masks what follows it in the same batch.
    for (const event of slice) await rememberMaskedNames(trx, masked, maskedNamesOf(event, masked));
    const rows = slice
      .map((event) => redactForHistory(event, { masked, draftIsPseudonymous: pseudonymousDrafts.has(event.streamId) }))
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
}

async function erase(trx: Transaction<ReadModel>, deleted: AccountDeletedData): Promise<void> {
  const erasure = accountErasure(deleted);
  for (const filter of erasure.deleteEvents)
    await sql`delete from audit_events where ${eventFilterSql(filter)}`.execute(trx);
  for (const { filter, set } of erasure.redactEvents) {
    await sql`update audit_events set data = ${redactedDataSql(set)} where ${eventFilterSql(filter)}`.execute(trx);
  }
}
