import { DELETED_MEMBER } from '../../events/users/account-erasure';
import { voteStream } from '../../events/streams';
import { accountDeleted, commentAdded, contentRemoved, posted } from '../../../test/support/content-events';
import { projectionHarness, READ_DATABASES } from '../../../test/support/projection-harness';
import { conversationsProjection } from '../conversations/conversations.projection';
import { postsProjection } from './posts.projection';

describe.each(READ_DATABASES)('posts projection on %s', (database) => {
  const harness = projectionHarness(database, postsProjection);

  describe('when members post', () => {
    it('lists every kind of post with its byline, tags and categories', async () => {
      await harness.givenEvents(
        harness.event(...posted('articles', 3, { title: 'Telling the children', tags: ['kids'], categories: [20] })),
        harness.event(...posted('books', 4, { media: 'https://bookshop.org/b/42' })),
        harness.event(...posted('qnas', 5, { title: 'Who keeps the house?' })),
      );
      await harness.expectRows('posts', [
        {
          kind: 'articles',
          id: 3,
          author_id: 5,
          author_name: 'Writer',
          title: 'Telling the children',
          tags: ['kids'],
          categories: [20],
          media: null,
          posted_at: new Date('2026-11-24T08:00:00.000Z'),
        },
        { kind: 'books', id: 4, media: 'https://bookshop.org/b/42' },
        { kind: 'qnas', id: 5, title: 'Who keeps the house?' },
      ]);
      await harness.expectRebuildKeepsRows();
    });
  });

  describe('when a rebuild replays a long run of posts', () => {
    it('inserts a whole batch of them at once', async () => {
      // As many as a rebuild's batch holds: one statement's parameters must not outgrow what PostgreSQL takes.
      const many = Array.from({ length: 5_000 }, (_, i) => harness.event(...posted('articles', 1_000 + i)));
      await harness.applyBatch(many, [postsProjection]);
      const { count } = await harness.db
        .selectFrom('posts')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('id', '>=', 1_000)
        .executeTakeFirstOrThrow();
      expect(Number(count)).toBe(5_000);
    });
  });

  describe('when an administrator files a post under a topic', () => {
    it('adds the topic once, however often it is filed', async () => {
      const categorized = (topicId: number) =>
        harness.event('article-3', {
          type: 'PostCategorized',
          data: { kind: 'articles', id: 3, topicId, categorizedAt: '2026-11-24T09:00:00.000Z' },
        });
      await harness.givenEvents(
        harness.event(...posted('articles', 3, { categories: [20] })),
        categorized(21),
        categorized(20),
      );
      await harness.expectRows('posts', [{ kind: 'articles', id: 3, categories: [20, 21] }]);
      await harness.expectRebuildKeepsRows();
    });
  });

  describe('when the moderators remove a post', () => {
    it('takes it off the lists and keeps it for its author’s history', async () => {
      await harness.givenEvents(
        harness.event(...posted('articles', 3, { title: 'Cheap pills' })),
        harness.event(...posted('articles', 4)),
        harness.event(...contentRemoved('articles', 3, ['articles', 3])),
      );
      await harness.expectRows('posts', [{ kind: 'articles', id: 4 }]);
      await harness.expectRows('removed_posts', [
        {
          kind: 'articles',
          id: 3,
          author_id: 5,
          title: 'Cheap pills',
          removed_at: new Date('2026-11-25T10:00:00.000Z'),
        },
      ]);
      await harness.expectRebuildKeepsRows();
    });
  });

  describe('when the author deletes their account', () => {
    it('keeps their posts under "Deleted member" and forgets the removed ones', async () => {
      await harness.givenEvents(
        harness.event(...posted('articles', 3)),
        harness.event(...posted('articles', 4)),
        harness.event(...contentRemoved('articles', 4, ['articles', 4])),
        harness.event(...accountDeleted(5)),
      );
      await harness.expectRows('posts', [{ kind: 'articles', id: 3, author_id: 5, author_name: DELETED_MEMBER }]);
      await harness.expectRows('removed_posts', []);
      await harness.expectRebuildKeepsRows();
    });
  });
});

describe.each(READ_DATABASES)('posts projection rebuilt behind the conversations on %s', (database) => {
  // A rebuild of the posts alone, with the comments and votes already projected.
  const harness = projectionHarness(database, postsProjection, { upstream: [conversationsProjection] });

  it('takes each post’s reply count and score (the Top sort) from its replies', async () => {
    await harness.givenEvents(
      harness.event(...posted('articles', 3)),
      harness.event(...posted('articles', 4)),
      harness.event(...commentAdded(41, 3)),
      harness.event(...commentAdded(42, 3)),
      harness.event(voteStream('comment', 41, 8), {
        type: 'VoteCast',
        data: { target: 'comment', targetId: 41, voterId: 8, previous: 0, vote: 1 },
      }),
      harness.event(voteStream('comment', 42, 8), {
        type: 'VoteCast',
        data: { target: 'comment', targetId: 42, voterId: 8, previous: 0, vote: 1 },
      }),
    );
    await harness.expectRows('posts', [
      { kind: 'articles', id: 3, reply_count: 2, reply_score: 2 },
      { kind: 'articles', id: 4, reply_count: 0, reply_score: 0 },
    ]);
    await harness.expectRebuildKeepsRows();
  });
});
