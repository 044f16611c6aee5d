import { isPostKind } from '../../contracts/moderation';
import type { Transaction } from 'kysely';
import { defineProjection, inRuns, type ProjectedEvent } from '../projection';
import type { ReadModel } from '../read-model';

/**
 * Each member's bookmarks, newest first. A post the moderators removed or its author deleted leaves everyone's.
 * Inline: a member's own rows, keyed by what they saved, so concurrent writers lock nothing of each other's.
 */
export const savedItemsProjection = defineProjection({
  name: 'saved-items',
  tables: ['saved_items'],
  inline: true,
  on: {
    ItemSaved: inRuns(saveItems),
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
    // Deleted by its author: it leaves every bookmark, also when its page stays for its replies.
    PostDeletedByAuthor: async (trx, d) => {
      await trx.deleteFrom('saved_items').where('type', '=', d.kind).where('item_id', '=', String(d.id)).execute();
    },
    // Bookmarks show the title the post has now.
    PostEdited: async (trx, d) => {
      await trx
        .updateTable('saved_items')
        .set({ title: d.title })
        .where('type', '=', d.kind)
        .where('item_id', '=', String(d.id))
        .execute();
    },
    // The member's bookmarks and follows go with the account, and so do others' follows of it (an expert's).
    AccountDeleted: async (trx, { uid }) => {
      await trx.deleteFrom('saved_items').where('uid', '=', uid).execute();
      await trx.deleteFrom('saved_items').where('type', '=', 'experts').where('item_id', '=', String(uid)).execute();
    },
  },
});

/**
 * A run of saves in one statement. The decider never saves a saved item twice; a replayed event
 * writes the same row, and one statement takes each item once (its last save).
 */
async function saveItems(trx: Transaction<ReadModel>, events: ProjectedEvent<'ItemSaved'>[]): Promise<void> {
  const rows = new Map(
    events.map(({ data: d }) => [
      `${d.uid} ${d.type} ${d.id}`,
      { uid: d.uid, type: d.type, item_id: String(d.id), title: d.title, saved_at: d.savedAt },
    ]),
  );
  await trx
    .insertInto('saved_items')
    .values([...rows.values()])
    .onConflict((oc) =>
      oc
        .columns(['uid', 'type', 'item_id'])
        .doUpdateSet((eb) => ({ title: eb.ref('excluded.title'), saved_at: eb.ref('excluded.saved_at') })),
    )
    .execute();
}
