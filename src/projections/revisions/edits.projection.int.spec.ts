import {
  answerAdded,
  commentAdded,
  contentRemoved,
  postEdited,
  posted,
  replyEdited,
} from '../../../test/support/content-events';
import { postDeletedByAuthor, replyDeletedByAuthor } from '../../../test/support/author-deletion-events';
import { projectionHarness, READ_DATABASES } from '../../../test/support/projection-harness';
import { conversationsProjection } from '../conversations/conversations.projection';
import { notificationsProjection } from '../notifications/notifications.projection';
import { postsProjection } from '../posts/posts.projection';
import { pseudonymsProjection } from '../pseudonyms/pseudonyms.projection';
import { savedItemsProjection } from '../saved-items/saved-items.projection';
import { searchProjection } from '../search/search.projection';
import { SearchQueries } from '../search/search.queries';
import { searchesInTransactions } from '../search/search-database';
import { revisionsProjection } from './revisions.projection';
import { RevisionsQueries } from './revisions.queries';

const editedAt = new Date('2026-11-26T08:00:00.000Z');

describe.each(READ_DATABASES)('edits in the read tables on %s', (database) => {
  describe('the revisions projection', () => {
    const harness = projectionHarness(database, revisionsProjection, {
      upstream: [postsProjection, conversationsProjection],
    });

    it('keeps every version of a post and of a reply, and reads them newest first', async () => {
      await harness.givenEvents(
        harness.event(...posted('qnas', 5, { title: 'First', tags: ['a'] })),
        harness.event(...answerAdded(10, 5, { text: 'Hello' })),
        harness.event(...postEdited('qnas', 5, { title: 'Second' })),
        harness.event(...postEdited('qnas', 5, { title: 'Third', editedAt: '2026-11-27T08:00:00.000Z' })),
        harness.event(...replyEdited('answer', 10, ['qnas', 5], { text: 'Hello again' })),
      );
      const queries = new RevisionsQueries(harness.database);
      const version = { tags: [], categories: [], media: null };
      expect(await queries.of('qnas', 5)).toEqual([
        { ...version, version: 2, at: '2026-11-27T08:00:00.000Z', title: 'Third', text: 'A longer night.' },
        { ...version, version: 1, at: editedAt.toISOString(), title: 'Second', text: 'A longer night.' },
        { ...version, version: 0, at: '2026-11-24T08:00:00.000Z', title: 'First', text: 'A long night.', tags: ['a'] },
      ]);
      expect((await queries.of('answer', 10))?.map((r) => [r.version, r.title, r.text])).toEqual([
        [1, null, 'Hello again'],
        [0, null, 'Hello'],
      ]);
      expect(await queries.of('comment', 10)).toBeNull();
      await harness.expectRebuildKeepsRows();
    });

    it('keeps each version’s topics, and a topic added later in the newest version', async () => {
      await harness.givenEvents(
        harness.event(...posted('articles', 7, { categories: [20] })),
        harness.event(...commentAdded(71, 7)),
        harness.event(...postEdited('articles', 7, { categories: [21] })),
        harness.event('article-7', {
          type: 'PostCategorized',
          data: { kind: 'articles', id: 7, topicId: 22, categorizedAt: '2026-11-27T09:00:00.000Z' },
        }),
      );
      const queries = new RevisionsQueries(harness.database);
      expect((await queries.of('articles', 7))?.map((r) => [r.version, r.categories])).toEqual([
        [1, [21, 22]],
        [0, [20]],
      ]);
      expect((await queries.of('comment', 71))?.map((r) => r.categories)).toEqual([null]);
      await harness.expectRebuildKeepsRows();
    });

    it('lets removed content take its versions with it, a post its replies’ too', async () => {
      await harness.givenEvents(
        harness.event(...posted('articles', 3)),
        harness.event(...commentAdded(41, 3)),
        harness.event(...commentAdded(42, 3)),
        harness.event(...replyEdited('comment', 42, ['articles', 3])),
        harness.event(...contentRemoved('comments', 41, ['articles', 3])),
        harness.event(...posted('articles', 4)),
        harness.event(...commentAdded(43, 4)),
        harness.event(...postEdited('articles', 4)),
        harness.event(...contentRemoved('articles', 4, ['articles', 4])),
      );
      await harness.expectRows('revisions', [
        { kind: 'articles', id: 3, parent_kind: null },
        { kind: 'comment', id: 42, parent_kind: 'articles', parent_id: 3, body: 'Comment 42' },
        { kind: 'comment', id: 42, parent_kind: 'articles', parent_id: 3, body: 'comment 42, edited' },
      ]);
      expect(await new RevisionsQueries(harness.database).of('articles', 4)).toBeNull();
      await harness.expectRebuildKeepsRows();
    });

    it('lets what its author deleted take its versions, a post kept for its replies leaving theirs', async () => {
      await harness.givenEvents(
        harness.event(...posted('qnas', 6)),
        harness.event(...answerAdded(51, 6)),
        harness.event(...answerAdded(52, 6)),
        harness.event(...replyEdited('answer', 52, ['qnas', 6])),
        harness.event(...replyDeletedByAuthor('answer', 51, ['qnas', 6])),
        harness.event(...postEdited('qnas', 6)),
        harness.event(...postDeletedByAuthor('qnas', 6, true)),
      );
      const queries = new RevisionsQueries(harness.database);
      expect(await queries.of('qnas', 6)).toBeNull();
      expect(await queries.of('answer', 51)).toBeNull();
      expect((await queries.of('answer', 52))?.length).toBe(2);
      await harness.expectRebuildKeepsRows();
    });
  });

  describe('the posts projection', () => {
    const harness = projectionHarness(database, postsProjection, { upstream: [pseudonymsProjection] });

    it('shows the new version with when it was edited, under the same byline, a pseudonym kept', async () => {
      await harness.givenEvents(
        harness.event(...posted('videos', 7, { pseudonym: 4821, media: 'abc' })),
        harness.event(...postEdited('videos', 7, { title: 'New', tags: ['x'], categories: [2], media: 'xyz' })),
      );
      await harness.expectRows('posts', [
        {
          kind: 'videos',
          id: 7,
          author_id: null,
          author_name: 'Member 4821',
          title: 'New',
          body: 'A longer night.',
          tags: ['x'],
          categories: [2],
          media: 'xyz',
          edited_at: editedAt,
        },
      ]);
      await harness.expectRebuildKeepsRows();
    });
  });

  describe('the conversations projection', () => {
    const harness = projectionHarness(database, conversationsProjection, { upstream: [postsProjection] });

    it('shows the reply’s new text with when it was edited, its votes kept', async () => {
      await harness.givenEvents(
        harness.event(...posted('qnas', 5)),
        harness.event(...answerAdded(10, 5)),
        harness.event(...answerAdded(11, 5)),
        harness.event(...replyEdited('answer', 10, ['qnas', 5], { text: 'Better' })),
      );
      await harness.expectRows('replies', [
        { kind: 'answer', id: 10, text: 'Better', edited_at: new Date('2026-11-26T09:00:00.000Z'), author_id: 6 },
        { kind: 'answer', id: 11, text: 'Answer 11', edited_at: null },
      ]);
      await harness.expectRebuildKeepsRows();
    });
  });

  describe('the search projection', () => {
    const harness = projectionHarness(database, searchProjection, { upstream: [postsProjection] });

    it('finds the post by its new words only, and counts words as if it had been posted so', async () => {
      await harness.givenEvents(
        harness.event(...posted('articles', 3, { title: 'Custody schedule', body: 'Weekends apart.' })),
        harness.event(...posted('articles', 4, { title: 'Custody and money', body: 'Budgets.' })),
        harness.event(...postEdited('articles', 3, { title: 'Mediation tips', body: 'Holidays together.' })),
      );
      const queries = new SearchQueries(searchesInTransactions(harness.database));
      const found = async (terms: string) =>
        (await queries.search(terms, 'articles', 1)).results.items.map((item) => [item.id, item.title]);
      expect(await found('mediation')).toEqual([[3, 'Mediation tips']]);
      expect(await found('schedule')).toEqual([]);
      expect(await found('custody')).toEqual([[4, 'Custody and money']]);
      const words = await harness.db.selectFrom('search_words').select(['word', 'documents']).execute();
      expect(words).toContainEqual({ word: 'custody', documents: 1 });
      expect(words.map((row) => row.word)).not.toContain('schedule');
      await harness.expectRows('search', [
        { kind: 'articles', id: 3, posted_at: new Date('2026-11-24T08:00:00.000Z') },
        { kind: 'articles', id: 4 },
      ]);
      await harness.expectRebuildKeepsRows();
    });
  });

  describe('the saved-items projection', () => {
    const harness = projectionHarness(database, savedItemsProjection);

    it('shows bookmarks of the post under its new title', async () => {
      await harness.givenEvents(
        harness.event('user-8', {
          type: 'ItemSaved',
          data: { uid: 8, type: 'articles', id: 3, title: 'Post 3', savedAt: '2026-11-25T08:00:00.000Z' },
        }),
        harness.event(...postEdited('articles', 3, { title: 'Renamed' })),
      );
      await harness.expectRows('saved_items', [{ uid: 8, type: 'articles', item_id: '3', title: 'Renamed' }]);
      await harness.expectRebuildKeepsRows();
    });
  });

  describe('the notifications projection', () => {
    const harness = projectionHarness(database, notificationsProjection);

    it('names the post by its new title in the bell', async () => {
      await harness.givenEvents(
        harness.event(...posted('qnas', 5, { title: 'Old' })),
        harness.event(...answerAdded(10, 5)),
        harness.event(...postEdited('qnas', 5, { title: 'New' })),
      );
      await harness.expectRows('notification_posts', [{ kind: 'qnas', id: 5, title: 'New' }]);
      await harness.expectRows('notifications', [{ uid: 5, item_kind: 'qnas', item_id: 5, item_title: 'New' }]);
      await harness.expectRebuildKeepsRows();
    });
  });
});
