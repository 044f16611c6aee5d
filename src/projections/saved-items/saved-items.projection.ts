import { isPostKind } from '../../contracts/moderation';
import { defineProjection } from '../projection';

/** Each member's bookmarks, newest first. A post the moderators removed leaves everyone's. */
export const savedItemsProjection = defineProjection({
  name: 'saved-items',
  tables: ['saved_items'],
  on: {
    ItemSaved: async (trx, d) => {
      const row = { uid: d.uid, type: d.type, item_id: String(d.id), title: d.title, saved_at: d.savedAt };
      // The decider never saves a saved item twice; a replayed event simply writes the same row.
      await trx
        .insertInto('saved_items')
        .values(row)
        .onConflict((oc) =>
          oc.columns(['uid', 'type', 'item_id']).doUpdateSet({ title: row.title, saved_at: row.saved_at }),
        )
        .execute();
    },
    ItemUnsaved: async (trx, d) => {
      await trx
        .deleteFrom('saved_items')
        .where('uid', '=', d.uid)
        .where('type', '=', d.type)
        .where('item_id', '=', String(d.id))
        .execute();
    },
    ContentRemoved: async (trx, d) => {
      if (isPostKind(d.kind))
        await trx.deleteFrom('saved_items').where('type', '=', d.kind).where('item_id', '=', String(d.id)).execute();
    },
    // The member's bookmarks and follows go with the account, and so do others' follows of it (an expert's).
    AccountDeleted: async (trx, { uid }) => {
      await trx.deleteFrom('saved_items').where('uid', '=', uid).execute();
      await trx.deleteFrom('saved_items').where('type', '=', 'experts').where('item_id', '=', String(uid)).execute();
    },
  },
});
