import { type RawBuilder, sql, type Transaction } from 'kysely';
import { registeredHandle, renamedTo, shownName } from '../../contracts/member-handles';
import { lookupZip } from '../../infra/zip-codes';
import { defineProjection } from '../projection';
import type { ReadModel } from '../read-model';

/**
 * The `experts` table: one row per user whose role is Expert, with the saved profile, the city
 * and state of its zip, and the follower count (a follow is a saved item of type `experts`),
 * counted from `expert_followers`, so that a deleted follower leaves it exactly once.
 */
export const expertsProjection = defineProjection({
  name: 'experts',
  tables: ['experts', 'expert_followers'],
  on: {
    UserRegistered: async (trx, d) => {
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
    },
    UserRoleChanged: async (trx, d) => {
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
    },
    UserProfileUpdated: async (trx, d) => {
      if (d.username !== undefined)
        await trx
          .updateTable('experts')
          .set({ username: renamedTo(d.uid, d.username) })
          .where('uid', '=', d.uid)
          .execute();
    },
    ExpertProfileSaved: async (trx, d) => {
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
    },
    ExpertImageChanged: async (trx, d) => {
      await trx.updateTable('experts').set({ img: d.img }).where('uid', '=', d.uid).execute();
    },
    ItemSaved: async (trx, d) => {
      if (d.type !== 'experts' || typeof d.id !== 'number') return;
      await trx
        .insertInto('expert_followers')
        .values({ expert_uid: d.id, follower_uid: d.uid })
        .onConflict((oc) => oc.doNothing())
        .execute();
      await countFollowers(trx, sql`${d.id}`);
    },
    ItemUnsaved: async (trx, d) => {
      if (d.type !== 'experts' || typeof d.id !== 'number') return;
      await trx
        .deleteFrom('expert_followers')
        .where('expert_uid', '=', d.id)
        .where('follower_uid', '=', d.uid)
        .execute();
      await countFollowers(trx, sql`${d.id}`);
    },
    // The account's expert row goes, and its follows leave the counts of the experts it followed.
    AccountDeleted: async (trx, { uid }) => {
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
    },
  },
});

/** Sets the follower count of the experts `uids` selects from their rows in expert_followers. */
async function countFollowers(trx: Transaction<ReadModel>, uids: RawBuilder<unknown>): Promise<void> {
  await sql`
    update experts e set followers = (select count(*)::int from expert_followers f where f.expert_uid = e.uid)
    where e.uid in (${uids})`.execute(trx);
}
