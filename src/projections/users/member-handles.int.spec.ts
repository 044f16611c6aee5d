import { Migrator } from 'kysely';
import { eventsAt, applyEvents } from '../../../test/support/stored-events';
import { handleName, legacyHandle } from '../../contracts/member-handles';
import { userStream } from '../../events/streams';
import { openPGlite, type SqlDatabase } from '../../infra/sql/database';
import type { ReadModel } from '../read-model';
import { migrateToLatest } from '../../infra/sql/migrate';
import { ALL_MIGRATIONS } from '../all-migrations';
import { narrowTo } from '../../infra/sql/narrow';
import { coreMigrations } from '../../infra/sql/migrations';
import { expertsProjection } from '../experts/experts.projection';
import { projectionMigrations } from '../migrations';
import { usersProjection } from './users.projection';
import type { UsersTable } from './users.tables';

const HANDLES_MIGRATION = '20261201-1900-member-handles';

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

function legacyEvents() {
  const event = eventsAt(at);
  return [
    ...legacy.map(({ uid, role }) =>
      event(userStream(uid), 'UserRegistered', {
        uid,
        email: `u${uid}@example.org`,
        username: 'Anonymous',
        role,
        registeredAt: at,
      }),
    ),
    event(userStream(4), 'UserProfileUpdated', { uid: 4, username: 'Jane Doe' }),
    event(userStream(6), 'UserProfileUpdated', { uid: 6, username: 'Kim' }),
    event(userStream(6), 'UserProfileUpdated', { uid: 6, username: 'Anonymous' }),
  ];
}

const rows = async ({ db }: SqlDatabase<ReadModel>) => ({
  users: await db
    .selectFrom('users')
    .select(['uid', 'username', 'handle', 'username_invite_dismissed'])
    .orderBy('uid')
    .execute(),
  experts: await db.selectFrom('experts').select(['uid', 'username']).orderBy('uid').execute(),
});

// The migration that brings handles names the rows of a running site's accounts as a rebuild of
// the users and experts projections from their events would.
describe('the member-handles migration', () => {
  let migrated: SqlDatabase<ReadModel>;
  let rebuilt: SqlDatabase<ReadModel>;

  beforeAll(async () => {
    [migrated, rebuilt] = await Promise.all([openPGlite<ReadModel>(), openPGlite<ReadModel>()]);
  });
  afterAll(async () => Promise.all([migrated.close(), rebuilt.close()]));

  it('gives the rows of accounts from before handles what a rebuild gives', async () => {
    const migrations = { ...coreMigrations, ...projectionMigrations };
    const before = Object.keys(migrations)
      .sort()
      .filter((name) => name < HANDLES_MIGRATION)
      .pop()!;
    const { error } = await new Migrator({
      db: migrated.db,
      provider: { getMigrations: async () => migrations },
    }).migrateTo(before);
    expect(error).toBeUndefined();
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

    await migrateToLatest(rebuilt.db, ALL_MIGRATIONS);
    await applyEvents(rebuilt.db, [usersProjection, expertsProjection], legacyEvents());

    const expected = await rows(rebuilt);
    expect(await rows(migrated)).toEqual(expected);
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
