import { defineProjection } from '../projection';

/** Pending drafts for the administrators and the purge; claimed and discarded ones until erased. */
export const draftsProjection = defineProjection({
  name: 'drafts',
  tables: ['drafts'],
  on: {
    DraftSaved: async (trx, d) => {
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
    },
    DraftClaimed: async (trx, d) => {
      await trx
        .updateTable('drafts')
        .set({ status: 'claimed', finished_at: d.claimedAt })
        .where('draft_id', '=', d.draftId)
        .execute();
    },
    DraftDiscarded: async (trx, d) => {
      await trx
        .updateTable('drafts')
        .set({ status: 'discarded', finished_at: d.at })
        .where('draft_id', '=', d.draftId)
        .execute();
    },
    DraftErased: async (trx, d) => {
      await trx.deleteFrom('drafts').where('draft_id', '=', d.draftId).execute();
    },
  },
});
