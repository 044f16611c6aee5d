import { watchesStream } from '../../events/streams';
import type { WatchEvent } from '../../events/watches/watches.events';
import { accountDeleted, answerAdded, postEdited, posted } from '../../../test/support/content-events';
import { postDeletedByAuthor } from '../../../test/support/author-deletion-events';
import { projectionHarness, READ_DATABASES } from '../../../test/support/projection-harness';
import { notificationsProjection } from './notifications.projection';

const ASKER = 5;
const ANSWERER = 6;
const WATCHER = 7;
const OTHER = 8;
const at = '2026-12-04T09:00:00.000Z';

describe.each(READ_DATABASES)('notifications of watched questions and topics on %s', (database) => {
  const harness = projectionHarness(database, notificationsProjection);
  const question = () => harness.event(...posted('qnas', 4, { title: 'Who keeps the house?', categories: [2] }));
  const watch = (event: WatchEvent) => harness.event(watchesStream(event.data.uid), event);
  const watchQuestion = (uid: number) => watch({ type: 'QuestionWatched', data: { uid, questionId: 4, at } });
  const watchTopic = (uid: number, topicId = 3) =>
    watch({ type: 'TopicWatched', data: { uid, topicId, slug: `topic-${topicId}`, at } });

  describe('when someone answers a watched question', () => {
    it('tells the asker once, and each watcher, but not the answerer', async () => {
      await harness.givenEvents(
        question(),
        watchQuestion(WATCHER),
        watchQuestion(ANSWERER),
        // The asker's own watch adds nothing to what asking gave.
        watchQuestion(ASKER),
        harness.event(...answerAdded(10, 4)),
      );
      await harness.expectRows('notifications', [
        { uid: ASKER, id: 'answer-10', kind: 'answer', item_id: 4 },
        {
          uid: WATCHER,
          id: 'answer-10',
          kind: 'watched-answer',
          actor_name: 'Reader',
          item_title: 'Who keeps the house?',
        },
      ]);
      await harness.expectRebuildKeepsRows();
    });

    it('tells nobody who unwatched it, the asker included', async () => {
      await harness.givenEvents(
        question(),
        watchQuestion(WATCHER),
        watch({ type: 'QuestionUnwatched', data: { uid: WATCHER, questionId: 4, at } }),
        watch({ type: 'QuestionUnwatched', data: { uid: ASKER, questionId: 4, at } }),
        harness.event(...answerAdded(10, 4)),
      );
      await harness.expectRows('notifications', []);
      await harness.expectRows('notification_watches', []);
      await harness.expectRebuildKeepsRows();
    });

    it('forgets its watchers when its asker deletes it, also when it stays for its answers', async () => {
      await harness.givenEvents(
        question(),
        watchQuestion(WATCHER),
        watchTopic(WATCHER),
        harness.event(...answerAdded(10, 4)),
        harness.event(...postDeletedByAuthor('qnas', 4, true)),
      );
      await harness.expectRows('notification_watches', [{ kind: 'topic', target_id: 3, uid: WATCHER }]);
      await harness.expectRows('notifications', []);
      await harness.expectRebuildKeepsRows();
    });
  });

  describe('when someone posts in a watched topic', () => {
    it('tells the topic’s watchers once, not the author nor one who does not watch it', async () => {
      await harness.givenEvents(
        watchTopic(WATCHER),
        watchTopic(WATCHER, 4),
        watchTopic(ASKER),
        watchTopic(OTHER, 9),
        harness.event(...posted('articles', 12, { title: 'Mediation 101', categories: [3, 4] })),
      );
      await harness.expectRows('notifications', [
        { uid: WATCHER, id: 'articles-12', kind: 'topic-post', actor_name: 'Writer', item_kind: 'articles' },
      ]);
      await harness.expectRebuildKeepsRows();
    });

    it('tells them under the alias of a post under a pseudonym', async () => {
      await harness.givenEvents(
        watchTopic(WATCHER),
        harness.event(...posted('articles', 12, { categories: [3], pseudonym: 4821 })),
      );
      await harness.expectRows('notifications', [{ uid: WATCHER, kind: 'topic-post', actor_name: 'Member 4821' }]);
      await harness.expectRows('notification_posts', [{ id: 12, author_name: 'Member 4821' }]);
    });

    it('tells them when the topic is added to a post later, once', async () => {
      await harness.givenEvents(
        watchTopic(WATCHER),
        harness.event(...posted('videos', 12, { title: 'Co-parenting', categories: [] })),
        harness.event(posted('videos', 12)[0], {
          type: 'PostCategorized',
          data: { kind: 'videos', id: 12, topicId: 3, categorizedAt: '2026-12-04T10:00:00.000Z' },
        }),
        harness.event(posted('videos', 12)[0], {
          type: 'PostCategorized',
          data: { kind: 'videos', id: 12, topicId: 3, categorizedAt: '2026-12-04T11:00:00.000Z' },
        }),
      );
      await harness.expectRows('notifications', [
        { uid: WATCHER, id: 'videos-12', kind: 'topic-post', actor_name: 'Writer', item_title: 'Co-parenting' },
      ]);
      await harness.expectRebuildKeepsRows();
    });
  });

  describe('when an author’s edit adds a topic', () => {
    const editedAt = '2026-12-04T12:00:00.000Z';

    it('tells the added topic’s watchers once, not the author nor those who heard of the post already', async () => {
      await harness.givenEvents(
        watchTopic(WATCHER),
        watchTopic(OTHER, 2),
        watchTopic(OTHER),
        watchTopic(ASKER),
        harness.event(...posted('qnas', 12, { title: 'First dates again', categories: [2] })),
        // A watcher of a topic the post already had, who began watching after it, is owed no word by an edit.
        watchTopic(ANSWERER, 2),
        harness.event(...postEdited('qnas', 12, { title: 'First dates, with children', categories: [2, 3], editedAt })),
        harness.event(...postEdited('qnas', 12, { title: 'First dates, with children', categories: [2], editedAt })),
        harness.event(...postEdited('qnas', 12, { title: 'First dates, with children', categories: [3, 2], editedAt })),
      );
      await harness.expectRows('notifications', [
        { uid: OTHER, id: 'qnas-12', kind: 'topic-post', created_at: new Date('2026-11-24T08:00:00.000Z') },
        {
          uid: WATCHER,
          id: 'qnas-12',
          kind: 'topic-post',
          actor_name: 'Writer',
          item_kind: 'qnas',
          item_title: 'First dates, with children',
          created_at: new Date(editedAt),
        },
      ]);
      await harness.expectRebuildKeepsRows();
    });

    it('tells nobody of an edit that keeps the topics, and names a post under a pseudonym by its alias', async () => {
      await harness.givenEvents(
        watchTopic(WATCHER),
        harness.event(...posted('articles', 12, { categories: [2], pseudonym: 4821 })),
        harness.event(...postEdited('articles', 12, { categories: [2], editedAt })),
      );
      await harness.expectRows('notifications', []);
      await harness.applyBatch([harness.event(...postEdited('articles', 12, { categories: [2, 3], editedAt }))]);
      await harness.expectRows('notifications', [{ uid: WATCHER, kind: 'topic-post', actor_name: 'Member 4821' }]);
      await harness.expectRebuildKeepsRows();
    });
  });

  describe('when a watcher deletes their account', () => {
    it('forgets what they watched', async () => {
      await harness.givenEvents(question(), watchQuestion(WATCHER), watchTopic(WATCHER));
      await harness.applyBatch([harness.event(...accountDeleted(WATCHER))]);
      await harness.expectRows('notification_watches', [{ uid: ASKER, kind: 'question', target_id: 4 }]);
      await harness.expectRebuildKeepsRows();
    });
  });
});
