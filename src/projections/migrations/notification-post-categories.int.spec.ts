import { openPGlite, type SqlDatabase } from '../../infra/sql/database';
import { migrateJustBefore } from '../../../test/support/migrate-just-before';
import { migrateToLatest } from '../../infra/sql/migrate';
import { ALL_MIGRATIONS } from '../all-migrations';
import type { ReadModel } from '../read-model';

const MIGRATION = '20261205-0910-notification-post-categories';

describe('the notification post categories migration', () => {
  let database: SqlDatabase<ReadModel>;
  beforeEach(async () => {
    database = await openPGlite<ReadModel>();
    await migrateJustBefore(database.db, ALL_MIGRATIONS, MIGRATION);
  });
  afterEach(() => database.close());

  const rebuilds = () => database.db.selectFrom('projection_rebuilds').select('name').execute();

  it('asks the notifications projection to replay on a site with posts, to learn their topics', async () => {
    await database.db
      .insertInto('notification_posts')
      .values({ kind: 'qnas', id: 4, author_id: 5, title: 'Who keeps the house?' })
      .execute();
    await migrateToLatest(database.db, ALL_MIGRATIONS);
    expect(await rebuilds()).toContainEqual({ name: 'notifications' });
    const post = await database.db.selectFrom('notification_posts').select('categories').executeTakeFirstOrThrow();
    expect(post.categories).toEqual([]);
  });

  it('asks nothing of an empty site', async () => {
    await migrateToLatest(database.db, ALL_MIGRATIONS);
    expect(await rebuilds()).not.toContainEqual({ name: 'notifications' });
  });
});
