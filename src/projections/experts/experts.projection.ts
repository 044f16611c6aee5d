import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { ExpertEvent } from '../../events/experts/experts.events';
import type { AccountDeletionEvent } from '../../events/users/account-deletion.events';
import type { UserEvent } from '../../events/users/users.events';
import { registeredHandle, renamedTo, shownName } from '../../contracts/member-handles';
import type { StoredEvent } from '../../infra/event-store/event-store.port';
import { lookupZip } from '../../infra/zip-codes';
import type { Projection } from '../projection';

type Data<T extends (UserEvent | ExpertEvent | AccountDeletionEvent)['type']> = Extract<
  UserEvent | ExpertEvent | AccountDeletionEvent,
  { type: T }
>['data'];

/**
 * The `experts` table: one row per user whose role is Expert, with the saved profile, the city
 * and state of its zip, and the follower count (a follow is a saved item of type `experts`),
 * counted from `expert_followers`, so that a deleted follower leaves it exactly once.
 */
export const expertsProjection: Projection = {
  name: 'experts',
  handles: new Set<(UserEvent | ExpertEvent | AccountDeletionEvent)['type']>([
    'UserRegistered',
    'UserRoleChanged',
    'UserProfileUpdated',
    'ExpertProfileSaved',
    'ExpertImageChanged',
    'ItemSaved',
    'ItemUnsaved',
    'AccountDeleted',
  ]),
  tables: ['experts', 'expert_followers'],
  async apply(trx: Kysely<any>, events: StoredEvent[]) {
    for (const event of events) await applyOne(trx, event);
  },
};

async function applyOne(trx: Kysely<any>, event: StoredEvent): Promise<void> {
  switch (event.type) {
    case 'UserRegistered': {
      const d = event.data as Data<'UserRegistered'>;
      if (d.role !== 'Expert') return;
      await trx
        .insertInto('experts')
        .values({
          uid: d.uid,
          username: shownName(d.username, registeredHandle(d)),
          email: d.email,
          member_since: d.registeredAt,
        })
        .onConflict((oc) => oc.column('uid').doNothing())
        .execute();
      return;
    }
    case 'UserRoleChanged': {
      const d = event.data as Data<'UserRoleChanged'>;
      if (d.role === 'Expert') {
        // The account's name, email and start are in the users table, which the users projection
        // wrote when the account was registered (always an earlier event of the same stream).
        await sql`
          insert into experts (uid, username, email, member_since)
          select uid, username, email, date_created from users where uid = ${d.uid}
          on conflict (uid) do nothing`.execute(trx);
      } else if (d.previousRole === 'Expert') {
        await trx.deleteFrom('experts').where('uid', '=', d.uid).execute();
      }
      return;
    }
    case 'UserProfileUpdated': {
      const d = event.data as Data<'UserProfileUpdated'>;
      if (d.username !== undefined)
        await trx
          .updateTable('experts')
          .set({ username: renamedTo(d.uid, d.username) })
          .where('uid', '=', d.uid)
          .execute();
      return;
    }
    case 'ExpertProfileSaved': {
      const d = event.data as Data<'ExpertProfileSaved'>;
      const place = lookupZip(d.zip);
      await trx
        .updateTable('experts')
        .set({
          slug: d.slug,
          title: d.title,
          bio: d.bio,
          zip: d.zip,
          city: place?.city ?? null,
          state: place?.state ?? null,
          start_year: d.startYear,
          categories: JSON.stringify(d.categories),
        })
        .where('uid', '=', d.uid)
        .execute();
      return;
    }
    case 'ExpertImageChanged': {
      const d = event.data as Data<'ExpertImageChanged'>;
      await trx.updateTable('experts').set({ img: d.img }).where('uid', '=', d.uid).execute();
      return;
    }
    case 'ItemSaved':
    case 'ItemUnsaved': {
      const d = event.data as Data<'ItemSaved' | 'ItemUnsaved'>;
      if (d.type !== 'experts' || typeof d.id !== 'number') return;
      if (event.type === 'ItemSaved') {
        await trx
          .insertInto('expert_followers')
          .values({ expert_uid: d.id, follower_uid: d.uid })
          .onConflict((oc) => oc.doNothing())
          .execute();
      } else {
        await trx
          .deleteFrom('expert_followers')
          .where('expert_uid', '=', d.id)
          .where('follower_uid', '=', d.uid)
          .execute();
      }
      await countFollowers(trx, sql`${d.id}`);
      return;
    }
    // The account's expert row goes, and its follows leave the counts of the experts it followed.
    case 'AccountDeleted': {
      const { uid } = event.data as Data<'AccountDeleted'>;
      await trx.deleteFrom('experts').where('uid', '=', uid).execute();
      await trx.deleteFrom('expert_followers').where('expert_uid', '=', uid).execute();
      const { rows } = await sql<{
        expert_uid: number;
      }>`delete from expert_followers where follower_uid = ${uid} returning expert_uid`.execute(trx);
      if (rows.length > 0)
        await countFollowers(
          trx,
          sql`select jsonb_array_elements_text(${JSON.stringify(rows.map((r) => r.expert_uid))}::jsonb)::integer`,
        );
      return;
    }
  }
}

/** Sets the follower count of the experts `uids` selects from their rows in expert_followers. */
async function countFollowers(trx: Kysely<any>, uids: RawBuilder<unknown>): Promise<void> {
  await sql`
    update experts e set followers = (select count(*)::int from expert_followers f where f.expert_uid = e.uid)
    where e.uid in (${uids})`.execute(trx);
}
