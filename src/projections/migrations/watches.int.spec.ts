import { openPGlite, type SqlDatabase } from '../../infra/sql/database';
import { migrateJustBefore } from '../../../test/support/migrate-just-before';
import { migrateToLatest } from '../../infra/sql/migrate';
import { ALL_MIGRATIONS } from '../all-migrations';
import type { ReadModel } from '../read-model';

const WATCHES_MIGRATION = '20261204-1200-watches';

describe('the watches migration', () => {
  let database: SqlDatabase<ReadModel>;
  beforeEach(async () => {
    database = await openPGlite<ReadModel>();
    await migrateJustBefore(database.db, ALL_MIGRATIONS, WATCHES_MIGRATION);
  });
  afterEach(() => database.close());

  const rebuilds = () => database.db.selectFrom('projection_rebuilds').select('name').execute();

  it('asks the notifications projection to replay on a site with posts, so askers watch their questions', async () => {
    await database.db
      .insertInto('notification_posts')
      .values({ kind: 'qnas', id: 4, author_id: 5, title: 'Who keeps the house?' })
      .execute();
    await migrateToLatest(database.db, ALL_MIGRATIONS);
    expect(await rebuilds()).toContainEqual({ name: 'notifications' });
    const post = await database.db.selectFrom('notification_posts').select('author_name').executeTakeFirstOrThrow();
    expect(post.author_name).toBe('');
  });

  it('asks nothing of an empty site', async () => {
    await migrateToLatest(database.db, ALL_MIGRATIONS);
    expect(await rebuilds()).not.toContainEqual({ name: 'notifications' });
  });
});
