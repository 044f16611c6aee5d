import { type Kysely, sql } from 'kysely';
import type { ExpertEvent } from '../../events/experts/experts.events';
import type { UserEvent } from '../../events/users/users.events';
import type { StoredEvent } from '../../infra/event-store/event-store.port';
import { lookupZip } from '../../infra/zip-codes';
import type { Projection } from '../projection';

type Data<T extends (UserEvent | ExpertEvent)['type']> = Extract<UserEvent | ExpertEvent, { type: T }>['data'];

/**
 * The `experts` table: one row per user whose role is Expert, with the saved profile, the city
 * and state of its zip, and the follower count (a follow is a saved item of type `experts`).
 */
export const expertsProjection: Projection = {
  name: 'experts',
  handles: new Set<(UserEvent | ExpertEvent)['type']>([
    'UserRegistered',
    'UserRoleChanged',
    'UserProfileUpdated',
    'ExpertProfileSaved',
    'ExpertImageChanged',
    'ItemSaved',
    'ItemUnsaved',
  ]),
  tables: ['experts'],
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
        .values({ uid: d.uid, username: d.username, email: d.email, member_since: d.registeredAt })
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
      if (d.username !== undefined) await trx.updateTable('experts').set({ username: d.username }).where('uid', '=', d.uid).execute();
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
    // The saved-items decider records a follow once and an unfollow only of a follow, so the count stays exact.
    case 'ItemSaved':
    case 'ItemUnsaved': {
      const d = event.data as Data<'ItemSaved' | 'ItemUnsaved'>;
      if (d.type !== 'experts' || typeof d.id !== 'number') return;
      const change = event.type === 'ItemSaved' ? sql`followers + 1` : sql`greatest(followers - 1, 0)`;
      await trx.updateTable('experts').set({ followers: change }).where('uid', '=', d.id).execute();
      return;
    }
  }
}
