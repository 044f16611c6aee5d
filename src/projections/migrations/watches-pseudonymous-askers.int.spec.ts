import { openPGlite, type SqlDatabase } from '../../infra/sql/database';
import { migrateJustBefore } from '../../../test/support/migrate-just-before';
import { migrateToLatest } from '../../infra/sql/migrate';
import { ALL_MIGRATIONS } from '../all-migrations';
import type { ReadModel } from '../read-model';

const MIGRATION = '20261205-1000-watches-pseudonymous-askers';

describe('the migration that keeps pseudonymous askers’ watches concealed', () => {
  let database: SqlDatabase<ReadModel>;
  beforeEach(async () => {
    database = await openPGlite<ReadModel>();
    await migrateJustBefore(database.db, ALL_MIGRATIONS, MIGRATION);
  });
  afterEach(() => database.close());

  const rebuilds = async () =>
    (await database.db.selectFrom('projection_rebuilds').select('name').execute()).map((row) => row.name).sort();

  it('replays the watches and the event history of a site where questions were watched', async () => {
    await database.db
      .insertInto('watches')
      .values({ uid: 5, kind: 'question', target_id: 4, watched_at: '2026-12-04T09:00:00.000Z' })
      .execute();
    await database.db
      .insertInto('audit_events')
      .values({
        event_id: '00000000-0000-4000-8000-000000000001',
        position_commit: '1',
        position_prepare: '1',
        stream_id: 'watches-5',
        revision: '0',
        type: 'QuestionUnwatched',
        actor_id: 5,
        actor_role: 'member',
        occurred_at: '2026-12-04T09:00:00.000Z',
        data: JSON.stringify({ uid: 5, questionId: 4, at: '2026-12-04T09:00:00.000Z' }),
        metadata: JSON.stringify({}),
      })
      .execute();
    await migrateToLatest(database.db, ALL_MIGRATIONS);
    expect(await rebuilds()).toEqual(expect.arrayContaining(['audit', 'watches']));
  });

  it('asks nothing of an empty site', async () => {
    await migrateToLatest(database.db, ALL_MIGRATIONS);
    expect(await rebuilds()).not.toEqual(expect.arrayContaining(['audit']));
    expect(await rebuilds()).not.toEqual(expect.arrayContaining(['watches']));
  });
});
