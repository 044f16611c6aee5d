import { openPGlite, type SqlDatabase } from '../../infra/sql/database';
import { migrateJustBefore } from '../../../test/support/migrate-just-before';
import { migrateToLatest } from '../../infra/sql/migrate';
import { ALL_MIGRATIONS } from '../all-migrations';
import { readAllCheckpoints } from '../checkpoints';
import type { ReadModel } from '../read-model';

const LANES_MIGRATION = '20261203-0900-lane-read-through-rows';

describe('a site that ran the single projector before lanes', () => {
  let database: SqlDatabase<ReadModel>;
  beforeAll(async () => {
    database = await openPGlite<ReadModel>();
  });
  afterAll(() => database.close());

  it('loses the old read-through row on upgrade and keeps every projection’s and lane’s row', async () => {
    await migrateJustBefore(database.db, ALL_MIGRATIONS, LANES_MIGRATION);
    const row = (name: string, commit: bigint) => ({
      name,
      commit_position: commit,
      prepare_position: commit,
      updated_at: new Date(),
    });
    await database.db
      .insertInto('projection_checkpoints')
      .values([row('*', 40n), row('*pages', 42n), row('users', 41n)])
      .execute();

    await migrateToLatest(database.db, ALL_MIGRATIONS);

    const names = [...(await readAllCheckpoints(database.db)).keys()].sort();
    expect(names).toEqual(['*pages', 'users']);
  });
});
