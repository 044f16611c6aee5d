import type { Kysely } from 'kysely';
import type { DraftEvent } from '../../events/drafts/drafts.events';
import type { StoredEvent } from '../../infra/event-store/event-store.port';
import type { Projection } from '../projection';

type Data<T extends DraftEvent['type']> = Extract<DraftEvent, { type: T }>['data'];

/** Pending drafts for the administrators and the purge; claimed and discarded ones until erased. */
export const draftsProjection: Projection = {
  name: 'drafts',
  handles: new Set<DraftEvent['type']>(['DraftSaved', 'DraftClaimed', 'DraftDiscarded', 'DraftErased']),
  tables: ['drafts'],
  async apply(trx: Kysely<any>, events: StoredEvent[]) {
    for (const event of events) await applyOne(trx, event);
  },
};

async function applyOne(trx: Kysely<any>, event: StoredEvent): Promise<void> {
  switch (event.type as DraftEvent['type']) {
    case 'DraftSaved': {
      const d = event.data as Data<'DraftSaved'>;
      await trx
        .insertInto('drafts')
        .values({
          draft_id: d.draftId,
          kind: d.kind,
          title: d.title,
          saved_at: d.savedAt,
          status: 'pending',
          pseudonymous: d.pseudonymous === true,
        })
        .onConflict((oc) => oc.column('draft_id').doNothing())
        .execute();
      return;
    }
    case 'DraftClaimed': {
      const d = event.data as Data<'DraftClaimed'>;
      await trx
        .updateTable('drafts')
        .set({ status: 'claimed', finished_at: d.claimedAt })
        .where('draft_id', '=', d.draftId)
        .execute();
      return;
    }
    case 'DraftDiscarded': {
      const d = event.data as Data<'DraftDiscarded'>;
      await trx
        .updateTable('drafts')
        .set({ status: 'discarded', finished_at: d.at })
        .where('draft_id', '=', d.draftId)
        .execute();
      return;
    }
    case 'DraftErased':
      await trx
        .deleteFrom('drafts')
        .where('draft_id', '=', (event.data as Data<'DraftErased'>).draftId)
        .execute();
      return;
  }
}
