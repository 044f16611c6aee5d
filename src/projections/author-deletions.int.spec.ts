import { postStream, reportStream, userStream } from '../events/streams';
import { postDeletedByAuthor, replyDeletedByAuthor } from '../../test/support/author-deletion-events';
import { accountDeleted, answerAdded, commentAdded, contentRemoved, posted } from '../../test/support/content-events';
import { projectionHarness, READ_DATABASES } from '../../test/support/projection-harness';
import { conversationsProjection } from './conversations/conversations.projection';
import { moderationProjection } from './moderation/moderation.projection';
import { notificationsProjection } from './notifications/notifications.projection';
import { postsProjection } from './posts/posts.projection';
import { PostsQueries } from './posts/posts.queries';
import { savedItemsProjection } from './saved-items/saved-items.projection';
import { searchProjection } from './search/search.projection';

// Every read model an author's deletion changes, each through the harness on both databases.
describe.each(READ_DATABASES)('an author’s deletions on %s', (database) => {
  describe('the posts projection', () => {
    const harness = projectionHarness(database, postsProjection, { upstream: [conversationsProjection] });

    it('drops a post deleted without replies, and keeps none for its author’s history', async () => {
      await harness.givenEvents(
        harness.event(...posted('articles', 3)),
        harness.event(...posted('articles', 4)),
        harness.event(...postDeletedByAuthor('articles', 3)),
      );
      await harness.expectRows('posts', [{ kind: 'articles', id: 4, deleted_at: null }]);
      await harness.expectRows('removed_posts', []);
      await harness.expectRebuildKeepsRows();
    });

    it('keeps of a post deleted without replies which it was and when, and nothing of its author or words', async () => {
      await harness.givenEvents(
        harness.event(...posted('qnas', 3, { title: 'Who keeps the dog?' })),
        harness.event(...posted('qnas', 4)),
        harness.event(...answerAdded(10, 4)),
        harness.event(...postDeletedByAuthor('qnas', 3)),
        harness.event(...postDeletedByAuthor('qnas', 4, true)),
      );
      // The placeholder of a post kept for its replies is its own record.
      await harness.expectRows('author_deleted_posts', [
        { kind: 'qnas', id: 3, deleted_at: new Date('2026-11-26T10:00:00.000Z') },
      ]);
      const columns = Object.keys((await harness.db.selectFrom('author_deleted_posts').selectAll().execute())[0]!);
      expect(columns.sort()).toEqual(['deleted_at', 'id', 'kind']);
      const posts = new PostsQueries(harness.database);
      expect(await posts.detail('qnas', 3)).toBeNull();
      expect(await posts.deletedByAuthor('qnas', 3)).toBe(true);
      expect(await posts.deletedByAuthor('qnas', 4)).toBe(false);
      expect(await posts.deletedByAuthor('articles', 3)).toBe(false);
      await harness.expectRebuildKeepsRows();
    });

    it('keeps no such record of a post the moderators removed, or the account deletion took', async () => {
      await harness.givenEvents(
        harness.event(...posted('articles', 3)),
        harness.event(...posted('articles', 4)),
        harness.event(...contentRemoved('articles', 3, ['articles', 3])),
        harness.event(...contentRemoved('articles', 4, ['articles', 4])),
        harness.event(...accountDeleted(5, { removeContent: true, removedPosts: [{ kind: 'articles', id: 4 }] })),
      );
      await harness.expectRows('author_deleted_posts', []);
    });

    it('blanks a post deleted with replies and keeps its place, out of every list', async () => {
      await harness.givenEvents(
        harness.event(...posted('qnas', 8, { title: 'Who keeps the dog?', tags: ['pets'], categories: [20] })),
        harness.event(...answerAdded(10, 8)),
        harness.event(...postDeletedByAuthor('qnas', 8, true)),
        harness.event(postStream('qnas', 8), {
          type: 'PostCategorized',
          data: { kind: 'qnas', id: 8, topicId: 21, categorizedAt: '2026-11-27T09:00:00.000Z' },
        }),
      );
      await harness.expectRows('posts', [
        {
          kind: 'qnas',
          id: 8,
          title: '',
          body: '',
          tags: [],
          categories: [],
          media: null,
          reply_count: 1,
          deleted_at: new Date('2026-11-26T10:00:00.000Z'),
        },
      ]);
      const posts = new PostsQueries(harness.database);
      expect((await posts.page('qnas', 1)).total).toBe(0);
      expect(await posts.latest()).toEqual([]);
      expect(await posts.locations(10)).toEqual([]);
      expect(await posts.detail('qnas', 8)).toMatchObject({ title: '', deletedAt: '2026-11-26T10:00:00.000Z' });
      await harness.expectRebuildKeepsRows();
    });
  });

  describe('the conversations projection', () => {
    const harness = projectionHarness(database, conversationsProjection, { upstream: [postsProjection] });

    it('drops a deleted comment with its votes and counts the rest', async () => {
      await harness.givenEvents(
        harness.event(...posted('articles', 3)),
        harness.event(...commentAdded(41, 3)),
        harness.event(...commentAdded(42, 3)),
        harness.event('vote-comment41-9', {
          type: 'VoteCast',
          data: { target: 'comment', targetId: 41, voterId: 9, previous: 0, vote: 1 },
        }),
        harness.event(...replyDeletedByAuthor('comment', 41, ['articles', 3])),
      );
      await harness.expectRows('replies', [{ kind: 'comment', id: 42 }]);
      await harness.expectRows('reply_votes', []);
      await harness.expectRows('removed_replies', []);
      await harness.expectRows('posts', [{ kind: 'articles', id: 3, reply_count: 1 }]);
      await harness.expectRebuildKeepsRows();
    });

    it('drops a deleted best answer with its mark, and keeps a deleted question’s answers', async () => {
      await harness.givenEvents(
        harness.event(...posted('qnas', 8)),
        harness.event(...answerAdded(10, 8)),
        harness.event(...answerAdded(11, 8)),
        harness.event(postStream('qnas', 8), {
          type: 'BestAnswerMarked',
          data: { questionId: 8, answerId: 10, markedAt: '2026-11-25T09:00:00.000Z' },
        }),
        harness.event(...replyDeletedByAuthor('answer', 10, ['qnas', 8])),
        harness.event(...postDeletedByAuthor('qnas', 8, true)),
      );
      await harness.expectRows('replies', [{ kind: 'answer', id: 11, is_best: false }]);
      await harness.expectRows('posts', [{ kind: 'qnas', id: 8, reply_count: 1, title: '' }]);
      await harness.expectRebuildKeepsRows();
    });
  });

  describe('the saved items projection', () => {
    const harness = projectionHarness(database, savedItemsProjection);
    const saved = (uid: number, id: number) =>
      harness.event(userStream(uid), {
        type: 'ItemSaved',
        data: { uid, type: 'qnas', id, title: `Post ${id}`, savedAt: '2026-11-25T09:00:00.000Z' },
      });

    it('takes a deleted post out of every bookmark, placeholder or not', async () => {
      await harness.givenEvents(
        saved(7, 8),
        saved(8, 8),
        saved(7, 9),
        saved(7, 10),
        harness.event(...postDeletedByAuthor('qnas', 8, true)),
        harness.event(...postDeletedByAuthor('qnas', 9)),
      );
      await harness.expectRows('saved_items', [{ uid: 7, type: 'qnas', item_id: '10' }]);
      await harness.expectRebuildKeepsRows();
    });
  });

  describe('the notifications projection', () => {
    const harness = projectionHarness(database, notificationsProjection);

    it('takes the notifications about what was deleted along', async () => {
      await harness.givenEvents(
        harness.event(...posted('qnas', 8)),
        harness.event(...answerAdded(10, 8)),
        harness.event(...answerAdded(11, 8)),
        harness.event(...posted('articles', 3)),
        harness.event(...commentAdded(41, 3)),
        harness.event(...commentAdded(42, 3)),
        harness.event(...replyDeletedByAuthor('comment', 41, ['articles', 3])),
        harness.event(...postDeletedByAuthor('qnas', 8, true)),
      );
      await harness.expectRows('notifications', [{ id: 'comment-42' }]);
      await harness.expectRows('notification_posts', [{ kind: 'articles', id: 3 }]);
      await harness.expectRebuildKeepsRows();
    });
  });

  describe('the moderation projection', () => {
    const harness = projectionHarness(database, moderationProjection, {
      upstream: [postsProjection, conversationsProjection],
    });
    const report = (target: 'comment' | 'question', targetId: number) =>
      harness.event(reportStream(target, targetId, 7), {
        type: 'ReplyReported',
        data: { target, targetId, reporterId: 7, reportedAt: '2026-11-24T10:00:00.000Z' },
      });

    it('closes the open reports of what its author deleted, and keeps those of the replies kept', async () => {
      await harness.givenEvents(
        harness.event(...posted('articles', 3)),
        harness.event(...commentAdded(41, 3)),
        harness.event(...posted('qnas', 8)),
        harness.event(...answerAdded(10, 8)),
        report('comment', 41),
        report('question', 8),
        harness.event(reportStream('answer', 10, 7), {
          type: 'ReplyReported',
          data: { target: 'answer', targetId: 10, reporterId: 7, reportedAt: '2026-11-24T10:00:00.000Z' },
        }),
        harness.event(...replyDeletedByAuthor('comment', 41, ['articles', 3])),
        harness.event(...postDeletedByAuthor('qnas', 8, true)),
      );
      await harness.expectRows('violation_reports', [
        {
          id: 'report-comment41-7',
          status: 'deleted',
          text: null,
          resolved_at: new Date('2026-11-26T10:00:00.000Z'),
        },
        { id: 'report-question8-7', status: 'deleted' },
        { id: 'report-answer10-7', status: 'open' },
      ]);
      await harness.expectRebuildKeepsRows();
    });
  });

  describe('the search projection', () => {
    const harness = projectionHarness(database, searchProjection, { upstream: [postsProjection] });

    it('forgets a deleted post, placeholder or not', async () => {
      await harness.givenEvents(
        harness.event(...posted('articles', 3, { title: 'Zebediah whittling' })),
        harness.event(...posted('articles', 4, { title: 'Whittling again' })),
        harness.event(...posted('qnas', 8, { title: 'Zebediah asks' })),
        harness.event(...answerAdded(10, 8)),
        harness.event(...postDeletedByAuthor('articles', 3)),
        harness.event(...postDeletedByAuthor('qnas', 8, true)),
      );
      await harness.expectRows('search_heads', [{ kind: 'articles', id: 4 }]);
      // Every post's body is "A long night."; the deleted ones' own words are gone.
      await harness.expectRows('search_words', [
        { word: 'again' },
        { word: 'whittling' },
        { word: 'long' },
        { word: 'night' },
      ]);
      await harness.expectRebuildKeepsRows();
    });
  });
});
