import type { Kysely } from 'kysely';
import { isPostKind } from '../../contracts/moderation';
import type { ContentRemovedData, ModerationEvent } from '../../events/content/moderation.events';
import type { AccountDeletedData, AccountDeletionEvent } from '../../events/users/account-deletion.events';
import type { UserEvent } from '../../events/users/users.events';
import type { StoredEvent } from '../../infra/event-store/event-store.port';
import type { Projection } from '../projection';

type Data<T extends UserEvent['type']> = Extract<UserEvent, { type: T }>['data'];

/** Each member's bookmarks, newest first. A post the moderators removed leaves everyone's. */
export const savedItemsProjection: Projection = {
  name: 'saved-items',
  handles: new Set<string>(['ItemSaved', 'ItemUnsaved', 'ContentRemoved', 'AccountDeleted'] satisfies (
    UserEvent | ModerationEvent | AccountDeletionEvent
  )['type'][]),
  tables: ['saved_items'],
  async apply(trx: Kysely<any>, events: StoredEvent[]) {
    for (const event of events) await applyOne(trx, event);
  },
};

async function applyOne(trx: Kysely<any>, event: StoredEvent): Promise<void> {
  switch (event.type) {
    case 'ItemSaved': {
      const d = event.data as Data<'ItemSaved'>;
      const row = { uid: d.uid, type: d.type, item_id: String(d.id), title: d.title, saved_at: d.savedAt };
      // The decider never saves a saved item twice; a replayed event simply writes the same row.
      await trx
        .insertInto('saved_items')
        .values(row)
        .onConflict((oc) =>
          oc.columns(['uid', 'type', 'item_id']).doUpdateSet({ title: row.title, saved_at: row.saved_at }),
        )
        .execute();
      return;
    }
    case 'ItemUnsaved': {
      const d = event.data as Data<'ItemUnsaved'>;
      await trx
        .deleteFrom('saved_items')
        .where('uid', '=', d.uid)
        .where('type', '=', d.type)
        .where('item_id', '=', String(d.id))
        .execute();
      return;
    }
    case 'ContentRemoved': {
      const d = event.data as ContentRemovedData;
      if (isPostKind(d.kind))
        await trx.deleteFrom('saved_items').where('type', '=', d.kind).where('item_id', '=', String(d.id)).execute();
      return;
    }
    // The member's bookmarks and follows go with the account, and so do others' follows of it (an expert's).
    case 'AccountDeleted': {
      const { uid } = event.data as AccountDeletedData;
      await trx.deleteFrom('saved_items').where('uid', '=', uid).execute();
      await trx.deleteFrom('saved_items').where('type', '=', 'experts').where('item_id', '=', String(uid)).execute();
      return;
    }
  }
}
