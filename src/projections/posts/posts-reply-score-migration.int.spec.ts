import { sql } from 'kysely';
import { projectionHarness, READ_DATABASES } from '../../../test/support/projection-harness';
import { migrateToLatest } from '../../infra/sql/migrate';
import { ALL_MIGRATIONS } from '../all-migrations';
import { conversationsProjection } from '../conversations/conversations.projection';
import { postsProjection } from './posts.projection';

const SCORE_MIGRATION = '20261204-1300-posts-reply-score';
/** The last migration before it. */
const BEFORE_SCORE = Object.keys(ALL_MIGRATIONS)
  .sort()
  .filter((name) => name < SCORE_MIGRATION)
  .pop()!;

// The posts of a running site take their score from the replies already projected, as a rebuild would.
describe.each(READ_DATABASES)('the posts-reply-score migration on %s', (database) => {
  const harness = projectionHarness(database, postsProjection, {
    upstream: [conversationsProjection],
    migratedTo: BEFORE_SCORE,
  });

  it('sums the votes on each post’s replies', async () => {
    const db = harness.db;
    await sql`
      insert into posts (kind, id, author_id, author_name, author_role, title, body, tags, categories, posted_at, reply_count)
      values ('articles', 3, 5, 'Writer', 'member', 'A', 'B', '[]', '[]', now(), 2),
             ('qnas', 3, 5, 'Writer', 'member', 'A', 'B', '[]', '[]', now(), 1),
             ('qnas', 4, 5, 'Writer', 'member', 'A', 'B', '[]', '[]', now(), 0)`.execute(db);
    await sql`
      insert into replies (kind, id, parent_kind, parent_id, author_id, author_name, author_role, text, vote, added_at)
      values ('comment', 41, 'articles', 3, 6, 'Reader', 'member', 'x', 3, now()),
             ('comment', 42, 'articles', 3, 6, 'Reader', 'member', 'x', -1, now()),
             ('answer', 31, 'qnas', 3, 6, 'Reader', 'member', 'x', -2, now())`.execute(db);
    await migrateToLatest(db, ALL_MIGRATIONS);
    const { rows } = await sql<{ kind: string; id: number; reply_score: number }>`
      select kind, id, reply_score from posts order by kind, id`.execute(db);
    expect(rows).toEqual([
      { kind: 'articles', id: 3, reply_score: 2 },
      { kind: 'qnas', id: 3, reply_score: -2 },
      { kind: 'qnas', id: 4, reply_score: 0 },
    ]);
  });
});
