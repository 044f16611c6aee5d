import { sql } from 'kysely';
import { openPGlite, type SqlDatabase } from '../../infra/sql/database';
import { migrateJustBefore } from '../../../test/support/migrate-just-before';
import { migrateToLatest } from '../../infra/sql/migrate';
import { ALL_MIGRATIONS } from '../all-migrations';
import type { ReadModel } from '../read-model';

const MIGRATION = '20261207-1100-author-deleted-posts';

describe('the author deleted posts migration', () => {
  let database: SqlDatabase<ReadModel>;
  beforeEach(async () => {
    database = await openPGlite<ReadModel>();
    await migrateJustBefore(database.db, ALL_MIGRATIONS, MIGRATION);
  });
  afterEach(() => database.close());

  const rebuilds = () => database.db.selectFrom('projection_rebuilds').select('name').execute();
  const recorded = (type: string) => sql`
    insert into audit_events (event_id, position_commit, position_prepare, stream_id, revision, type, occurred_at, data, metadata)
    values (${`event-${type}`}, 7, 7, 'question-3', 1, ${type}, now(), '{}', '{}')`;

  it('asks the posts projection to replay on a site where an author deleted a post, to learn which', async () => {
    await recorded('PostDeletedByAuthor').execute(database.db);
    await migrateToLatest(database.db, ALL_MIGRATIONS);
    expect(await rebuilds()).toContainEqual({ name: 'posts' });
    expect(await database.db.selectFrom('author_deleted_posts').selectAll().execute()).toEqual([]);
  });

  it('asks nothing of a site where no author deleted anything', async () => {
    await recorded('QuestionPosted').execute(database.db);
    await migrateToLatest(database.db, ALL_MIGRATIONS);
    expect(await rebuilds()).not.toContainEqual({ name: 'posts' });
  });
});
