import { sql } from 'kysely';
import type { ReportedKind } from '../../contracts/moderation';
import type { StoredEvent } from '../../infra/event-store/event-store.port';
import { projectionHarness, READ_DATABASES } from '../../../test/support/projection-harness';
import { conversationsProjection } from '../conversations/conversations.projection';
import { ConversationsQueries } from '../conversations/conversations.queries';
import { HistoryQueries } from '../history/history.queries';
import { postsProjection } from '../posts/posts.projection';
import { PostsQueries } from '../posts/posts.queries';
import { savedItemsProjection } from '../saved-items/saved-items.projection';
import { SavedItemsQueries } from '../saved-items/saved-items.queries';
import { correctionsSql } from '../search/search.sql';
import { searchProjection } from '../search/search.projection';
import { SearchQueries } from '../search/search.queries';
import { searchesInTransactions } from '../search/search-database';

// Removed content, projection by projection: every read model that shows it lets it go, and only
// its author's history keeps it, marked removed.

describe.each(READ_DATABASES)('removed content in the read models on %s', (database) => {
  // The conversations projection under test, with the ones beside it that show the same content.
  const harness = projectionHarness(database, conversationsProjection, {
    upstream: [postsProjection, searchProjection, savedItemsProjection],
  });
  const AUTHOR = 5;
  const posted = (id: number, title: string, body: string, postedAt: string) =>
    harness.event(`article-${id}`, {
      type: 'ArticlePosted',
      data: {
        id,
        authorId: AUTHOR,
        authorName: 'Writer',
        authorRole: 'member',
        title,
        body,
        tags: [],
        categories: [],
        media: null,
        postedAt,
      },
    });
  const commented = (id: number, articleId: number, text: string, addedAt: string) =>
    harness.event(`article-${articleId}`, {
      type: 'CommentAdded',
      data: {
        id,
        parentKind: 'articles',
        parentId: articleId,
        authorId: AUTHOR,
        authorName: 'Writer',
        authorRole: 'member',
        text,
        addedAt,
      },
    });
  const removed = (kind: ReportedKind, id: number, streamId: string) =>
    harness.event(streamId, {
      type: 'ContentRemoved',
      data: { kind, id, reportId: null, reason: 'Spam', removedAt: '2026-11-25T10:00:00.000Z' },
    });
  const saved = (uid: number, id: number, title: string) =>
    harness.event(`user-${uid}`, {
      type: 'ItemSaved',
      data: { uid, type: 'articles', id, title, savedAt: '2026-11-24T12:00:00.000Z' },
    });
  const voted = (id: number, voterId: number) =>
    harness.event(`vote-comment${id}-${voterId}`, {
      type: 'VoteCast',
      data: { target: 'comment', targetId: id, voterId, previous: 0, vote: 1 },
    });

  // Applied as the runner applies a batch: one transaction per projection.
  const given = (...events: StoredEvent[]) => harness.applyBatch(events);

  beforeEach(async () => {
    await harness.givenEvents();
    await given(
      posted(1, 'Quilting for calm', 'Stitching helps me sleep.', '2026-11-24T08:00:00.000Z'),
      posted(2, 'Spamming zzyzx pills', 'Buy zzyzx pills now.', '2026-11-24T09:00:00.000Z'),
      commented(10, 1, 'Lovely idea', '2026-11-24T10:00:00.000Z'),
      commented(11, 1, 'Buy pills', '2026-11-24T11:00:00.000Z'),
      voted(11, 8),
      saved(8, 2, 'Spamming zzyzx pills'),
      saved(8, 1, 'Quilting for calm'),
    );
  });

  describe('a removed post', () => {
    beforeEach(async () => given(removed('articles', 2, 'article-2')));

    it('leaves the lists, its page and the feeds', async () => {
      const posts = new PostsQueries(harness.database);
      expect(await posts.detail('articles', 2)).toBeNull();
      expect((await posts.page('articles', 1)).items.map((p) => p.id)).toEqual([1]);
      expect((await posts.newestPage(1)).total).toBe(1);
      expect((await posts.latest()).map((p) => p.id)).toEqual([1]);
      expect((await posts.locations(10)).map((p) => p.id)).toEqual([1]);
      expect((await posts.newest(10, 100)).map((p) => p.id)).toEqual([1]);
    });

    it('leaves the search, its counts and the words only it held', async () => {
      const search = new SearchQueries(searchesInTransactions(harness.database));
      expect((await search.search('pills', 'articles', 1)).counts.articles).toBe(0);
      expect((await search.search('spamming pills', 'articles', 1)).results.items).toEqual([]);
      const { rows } = await sql<{
        n: number;
      }>`select count(*)::int as n from search_lexemes where lexeme in ('zzyzx', 'pill')`.execute(harness.db);
      expect(rows[0]!.n).toBe(0);
      // A misspelling of a word only the removed post held is no longer corrected to it.
      expect((await correctionsSql(['zzyzxx']).execute(harness.db)).rows).toEqual([
        { word: 'zzyzxx', correction: null },
      ]);
      expect((await correctionsSql(['quiltng']).execute(harness.db)).rows).toEqual([
        { word: 'quiltng', correction: 'quilting' },
      ]);
      expect((await search.search('quilting', 'articles', 1)).counts.articles).toBe(1);
    });

    it('leaves every member’s saved items', async () => {
      expect((await new SavedItemsQueries(harness.database).list(8)).map((item) => item.id)).toEqual([1]);
    });

    it('stays in its author’s own history only, marked removed', async () => {
      const history = new HistoryQueries(harness.database);
      expect(
        (await history.byMember(AUTHOR, 10, { withRemoved: true })).map((item) => [
          item.type,
          item.id,
          item.removed ?? false,
        ]),
      ).toEqual([
        ['comments', 11, false],
        ['comments', 10, false],
        ['articles', 2, true],
        ['articles', 1, false],
      ]);
      expect((await history.byMember(AUTHOR)).map((item) => item.id)).toEqual([11, 10, 1]);
    });
  });

  describe('a removed comment', () => {
    beforeEach(async () => given(removed('comments', 11, 'article-1')));

    it('leaves its thread, its votes and its post’s count', async () => {
      const conversations = new ConversationsQueries(harness.database);
      expect((await conversations.replies('articles', 1, 8)).map((r) => r.id)).toEqual([10]);
      expect(await conversations.exists('comment', 11)).toBe(false);
      expect(await conversations.votes('comment', 11, 8)).toBeNull();
      expect((await new PostsQueries(harness.database).detail('articles', 1))!.replyCount).toBe(1);
    });

    it('stays in its author’s own history, marked removed, with the post it was under', async () => {
      const [comment] = (await new HistoryQueries(harness.database).byMember(AUTHOR, 10, { withRemoved: true })).filter(
        (item) => item.removed,
      );
      expect(comment).toEqual({
        type: 'comments',
        id: 11,
        parentType: 'articles',
        parentId: 1,
        title: 'Buy pills',
        date: '2026-11-24T11:00:00.000Z',
        removed: true,
      });
    });

    it('keeps the removal when its projection is rebuilt', async () => {
      await harness.expectRebuildKeepsRows();
      expect((await new ConversationsQueries(harness.database).replies('articles', 1, null)).map((r) => r.id)).toEqual([
        10,
      ]);
      expect((await new PostsQueries(harness.database).detail('articles', 1))!.replyCount).toBe(1);
    });
  });
});
