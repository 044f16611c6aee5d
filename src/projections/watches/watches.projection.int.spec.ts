import { topicStream, watchesStream } from '../../events/streams';
import type { WatchEvent } from '../../events/watches/watches.events';
import { accountDeleted, contentRemoved, posted } from '../../../test/support/content-events';
import { postDeletedByAuthor } from '../../../test/support/author-deletion-events';
import { projectionHarness, READ_DATABASES } from '../../../test/support/projection-harness';
import { postsProjection } from '../posts/posts.projection';
import { topicsProjection } from '../topics/topics.projection';
import { watchesProjection } from './watches.projection';
import { WatchesQueries } from './watches.queries';

const ASKER = 5;
const WATCHER = 6;
const at = (hour: number) => `2026-12-04T${String(hour).padStart(2, '0')}:00:00.000Z`;

describe.each(READ_DATABASES)('watches projection on %s', (database) => {
  const harness = projectionHarness(database, watchesProjection, { upstream: [postsProjection, topicsProjection] });
  const question = () => harness.event(...posted('qnas', 4, { title: 'Who keeps the house?' }));
  const topic = () =>
    harness.event(topicStream('custody'), {
      type: 'TopicCreated',
      data: { id: 3, slug: 'custody', name: 'Custody', keywords: [], createdAt: at(1) },
    });
  const watch = (event: WatchEvent) => harness.event(watchesStream(event.data.uid), event);
  const list = (uid: number) => new WatchesQueries(harness.database).list(uid);

  describe('when a member asks a question', () => {
    it('watches it for the asker', async () => {
      await harness.givenEvents(question());
      await harness.expectRows('watches', [{ uid: ASKER, kind: 'question', target_id: 4 }]);
      await harness.expectRebuildKeepsRows();
    });
    it('stops when the asker unwatches it, and a rebuild keeps it so', async () => {
      await harness.givenEvents(
        question(),
        watch({ type: 'QuestionUnwatched', data: { uid: ASKER, questionId: 4, at: at(9) } }),
      );
      await harness.expectRows('watches', []);
      expect(await list(ASKER)).toEqual([]);
    });
  });

  describe('when a member asks a question under a pseudonym', () => {
    const pseudonymous = () => harness.event(...posted('qnas', 4, { pseudonym: 4821 }));
    it('marks the asker’s watch, also when they unwatch and watch it again; no one else’s', async () => {
      await harness.givenEvents(
        pseudonymous(),
        watch({ type: 'QuestionUnwatched', data: { uid: ASKER, questionId: 4, at: at(9) } }),
        watch({ type: 'QuestionWatched', data: { uid: ASKER, questionId: 4, at: at(10) } }),
        watch({ type: 'QuestionWatched', data: { uid: WATCHER, questionId: 4, at: at(11) } }),
      );
      await harness.expectRows('watches', [
        { uid: ASKER, kind: 'question', target_id: 4, pseudonymous_asker: true },
        { uid: WATCHER, kind: 'question', target_id: 4, pseudonymous_asker: false },
      ]);
      await harness.expectRebuildKeepsRows();
    });
    it('forgets who asked it once the question or the account is gone', async () => {
      await harness.givenEvents(pseudonymous(), harness.event(...posted('qnas', 8, { pseudonym: 4822 })));
      await harness.expectRows('watches_pseudonymous_askers', [
        { question_id: 4, uid: ASKER },
        { question_id: 8, uid: ASKER },
      ]);
      await harness.applyBatch([harness.event(...postDeletedByAuthor('qnas', 4))]);
      await harness.expectRows('watches_pseudonymous_askers', [{ question_id: 8, uid: ASKER }]);
      await harness.applyBatch([harness.event(...accountDeleted(ASKER))]);
      await harness.expectRows('watches_pseudonymous_askers', []);
    });
  });

  describe('when another member watches the question and a topic', () => {
    it('lists both for them, newest first, under the current title and name', async () => {
      await harness.givenEvents(
        question(),
        topic(),
        watch({ type: 'QuestionWatched', data: { uid: WATCHER, questionId: 4, at: at(9) } }),
        watch({ type: 'TopicWatched', data: { uid: WATCHER, topicId: 3, slug: 'custody', at: at(10) } }),
      );
      expect(await list(WATCHER)).toEqual([
        { kind: 'topic', id: 3, slug: 'custody', title: 'Custody', watchedAt: at(10) },
        { kind: 'question', id: 4, slug: null, title: 'Who keeps the house?', watchedAt: at(9) },
      ]);
      await harness.expectRebuildKeepsRows();
    });
    it('forgets the topic they unwatch', async () => {
      await harness.givenEvents(
        question(),
        topic(),
        watch({ type: 'TopicWatched', data: { uid: WATCHER, topicId: 3, slug: 'custody', at: at(10) } }),
        watch({ type: 'TopicUnwatched', data: { uid: WATCHER, topicId: 3, slug: 'custody', at: at(11) } }),
      );
      await harness.expectRows('watches', [{ uid: ASKER, kind: 'question', target_id: 4 }]);
      expect(await list(WATCHER)).toEqual([]);
      await harness.expectRebuildKeepsRows();
    });
  });

  describe('when the moderators remove the question, or a watcher deletes their account', () => {
    it('leaves every list', async () => {
      await harness.givenEvents(
        question(),
        harness.event(...posted('qnas', 8)),
        topic(),
        watch({ type: 'QuestionWatched', data: { uid: WATCHER, questionId: 4, at: at(9) } }),
        watch({ type: 'TopicWatched', data: { uid: WATCHER, topicId: 3, slug: 'custody', at: at(10) } }),
        harness.event(...contentRemoved('qnas', 4, ['qnas', 4])),
      );
      await harness.expectRows('watches', [
        { uid: ASKER, kind: 'question', target_id: 8 },
        { uid: WATCHER, kind: 'topic', target_id: 3 },
      ]);
      await harness.applyBatch([harness.event(...accountDeleted(WATCHER))]);
      await harness.expectRows('watches', [{ uid: ASKER, kind: 'question', target_id: 8 }]);
      await harness.expectRebuildKeepsRows();
    });

    it('leaves every list when its asker deletes it, also when it stays for its answers', async () => {
      await harness.givenEvents(
        question(),
        harness.event(...posted('qnas', 8)),
        watch({ type: 'QuestionWatched', data: { uid: WATCHER, questionId: 4, at: at(9) } }),
        watch({ type: 'QuestionWatched', data: { uid: WATCHER, questionId: 8, at: at(10) } }),
        topic(),
        watch({ type: 'TopicWatched', data: { uid: WATCHER, topicId: 3, slug: 'custody', at: at(11) } }),
        harness.event(...postDeletedByAuthor('qnas', 4, true)),
        harness.event(...postDeletedByAuthor('qnas', 8)),
      );
      await harness.expectRows('watches', [{ uid: WATCHER, kind: 'topic', target_id: 3 }]);
      await harness.expectRebuildKeepsRows();
    });
  });
});
