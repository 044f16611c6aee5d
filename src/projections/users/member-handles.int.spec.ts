import type { Kysely } from 'kysely';
import { type ProjectionHarness, projectionHarness, READ_DATABASES } from '../../../test/support/projection-harness';
import { handleName, legacyHandle } from '../../contracts/member-handles';
import { userStream } from '../../events/streams';
import type { ReadModel } from '../read-model';
import { migrateToLatest } from '../../infra/sql/migrate';
import { ALL_MIGRATIONS } from '../all-migrations';
import { narrowTo } from '../../infra/sql/narrow';
import { expertsProjection } from '../experts/experts.projection';
import { usersProjection } from './users.projection';
import type { UsersTable } from './users.tables';

const HANDLES_MIGRATION = '20261201-1900-member-handles';
/** The last migration before it. */
const BEFORE_HANDLES = Object.keys(ALL_MIGRATIONS)
  .sort()
  .filter((name) => name < HANDLES_MIGRATION)
  .pop()!;

/** The users table before the migration under test gave it `handle`. */
type BeforeHandles = Omit<ReadModel, 'users'> & { users: Omit<UsersTable, 'handle'> };
const at = '2026-11-20T10:00:00.000Z';

// Accounts registered before handles: one that kept the default name, one that chose a name, an
// expert that kept the default, and one that went back to the default (the rules allowed it then).
const legacy = [
  { uid: 3, username: 'Anonymous', role: 'member' },
  { uid: 4, username: 'Jane Doe', role: 'member' },
  { uid: 5, username: 'Anonymous', role: 'Expert' },
  { uid: 6, username: 'Anonymous', role: 'member' },
] as const;

function legacyEvents({ event }: ProjectionHarness) {
  return [
    ...legacy.map(({ uid, role }) =>
      event(userStream(uid), {
        type: 'UserRegistered',
        data: { uid, email: `u${uid}@example.org`, username: 'Anonymous', role, registeredAt: at },
      }),
    ),
    event(userStream(4), { type: 'UserProfileUpdated', data: { uid: 4, username: 'Jane Doe' } }),
    event(userStream(6), { type: 'UserProfileUpdated', data: { uid: 6, username: 'Kim' } }),
    event(userStream(6), { type: 'UserProfileUpdated', data: { uid: 6, username: 'Anonymous' } }),
  ];
}

const rows = async (db: Kysely<ReadModel>) => ({
  users: await db
    .selectFrom('users')
    .select(['uid', 'username', 'handle', 'username_invite_dismissed'])
    .orderBy('uid')
    .execute(),
  experts: await db.selectFrom('experts').select(['uid', 'username']).orderBy('uid').execute(),
});

// The migration that brings handles names the rows of a running site's accounts as a rebuild of
// the users and experts projections from their events would.
describe.each(READ_DATABASES)('the member-handles migration on %s', (database) => {
  // The users and experts projections: one database left just before handles, one migrated fully.
  const migrated = projectionHarness(database, expertsProjection, {
    upstream: [usersProjection],
    at,
    migratedTo: BEFORE_HANDLES,
  });
  const rebuilt = projectionHarness(database, expertsProjection, { upstream: [usersProjection], at });

  it('gives the rows of accounts from before handles what a rebuild gives', async () => {
    // The rows as the projections wrote them before handles.
    for (const { uid, username, role } of legacy) {
      await narrowTo<BeforeHandles>()(migrated.db)
        .insertInto('users')
        .values({ uid, email: `u${uid}@example.org`, username, role, date_created: at, tutorial_status: 0 })
        .execute();
    }
    await migrated.db
      .insertInto('experts')
      .values({ uid: 5, username: 'Anonymous', email: 'u5@example.org', member_since: at })
      .execute();
    await migrateToLatest(migrated.db, ALL_MIGRATIONS);

    await rebuilt.applyBatch(legacyEvents(rebuilt));

    const expected = await rows(rebuilt.db);
    expect(await rows(migrated.db)).toEqual(expected);
    expect(expected).toEqual({
      users: legacy.map(({ uid }) => ({
        uid,
        username: uid === 4 ? 'Jane Doe' : handleName(legacyHandle(uid)),
        handle: legacyHandle(uid),
        username_invite_dismissed: false,
      })),
      experts: [{ uid: 5, username: handleName(legacyHandle(5)) }],
    });
  });
});
