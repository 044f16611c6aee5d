import { userStream } from '../../events/streams';
import { DELETED_MEMBER } from '../../events/users/account-erasure';
import {
  accountDeleted,
  answerAdded,
  commentAdded,
  contentRemoved,
  posted,
} from '../../../test/support/content-events';
import { projectionHarness, READ_DATABASES } from '../../../test/support/projection-harness';
import { notificationsProjection } from './notifications.projection';

const WRITER = 5;
const READER = 6;

describe.each(READ_DATABASES)('notifications projection on %s', (database) => {
  const harness = projectionHarness(database, notificationsProjection);
  const question = () => harness.event(...posted('qnas', 5, { title: 'Who keeps the house?' }));
  const article = () => harness.event(...posted('articles', 3, { title: 'Telling the children' }));
  const follow = (uid: number, expert: number) =>
    harness.event(userStream(uid), {
      type: 'ItemSaved',
      data: { uid, type: 'experts', id: expert, title: 'Writer', savedAt: '2026-11-23T08:00:00.000Z' },
    });

  describe('when others answer a member’s question and comment on their article', () => {
    it('tells the author of each, unread, and nobody of their own replies', async () => {
      await harness.givenEvents(
        question(),
        article(),
        harness.event(...answerAdded(10, 5)),
        harness.event(...commentAdded(41, 3)),
        harness.event(...commentAdded(42, 3, { authorId: WRITER, authorName: 'Writer' })),
      );
      await harness.expectRows('notifications', [
        {
          uid: WRITER,
          id: 'answer-10',
          kind: 'answer',
          actor_id: READER,
          actor_name: 'Reader',
          item_kind: 'qnas',
          item_id: 5,
          item_title: 'Who keeps the house?',
          read_at: null,
        },
        { uid: WRITER, id: 'comment-41', kind: 'comment', item_kind: 'articles', item_id: 3, read_at: null },
      ]);
      await harness.expectRebuildKeepsRows();
    });
  });

  describe('when a member follows an expert who posts', () => {
    it('tells the follower, but not of a post under a pseudonym', async () => {
      await harness.givenEvents(
        follow(READER, WRITER),
        harness.event(...posted('articles', 3, { authorRole: 'Expert' })),
        harness.event(...posted('articles', 4, { authorRole: 'Expert', pseudonym: 4821 })),
      );
      await harness.expectRows('notifications', [
        { uid: READER, kind: 'post', actor_id: WRITER, item_kind: 'articles', item_id: 3 },
      ]);
      await harness.expectRebuildKeepsRows();
    });
  });

  describe('when the member reads one, then all', () => {
    it('keeps each read with its time, and a rebuild keeps what was read', async () => {
      await harness.givenEvents(
        question(),
        article(),
        harness.event(...answerAdded(10, 5)),
        harness.event(userStream(WRITER), {
          type: 'NotificationRead',
          data: { uid: WRITER, notification: 'answer-10', readAt: '2026-11-24T10:00:00.000Z' },
        }),
        harness.event(...commentAdded(41, 3)),
        harness.event(userStream(WRITER), {
          type: 'AllNotificationsRead',
          data: { uid: WRITER, readAt: '2026-11-24T11:00:00.000Z' },
        }),
      );
      await harness.expectRows('notifications', [
        { id: 'answer-10', read_at: new Date('2026-11-24T10:00:00.000Z') },
        { id: 'comment-41', read_at: new Date('2026-11-24T11:00:00.000Z') },
      ]);
      await harness.expectRebuildKeepsRows();
    });
  });

  describe('when the moderators remove the answer', () => {
    it('takes its notification away', async () => {
      await harness.givenEvents(
        question(),
        harness.event(...answerAdded(10, 5)),
        harness.event(...answerAdded(11, 5)),
        harness.event(...contentRemoved('answers', 10, ['qnas', 5])),
      );
      await harness.expectRows('notifications', [{ id: 'answer-11' }]);
      await harness.expectRebuildKeepsRows();
    });
  });

  describe('when a member chooses the weekly digest and it is sent', () => {
    it('keeps the choice and the week sent', async () => {
      await harness.givenEvents(
        harness.event(userStream(WRITER), {
          type: 'NotificationDigestChosen',
          data: { uid: WRITER, weekly: true, at: '2026-11-23T08:00:00.000Z' },
        }),
        harness.event(userStream(WRITER), {
          type: 'NotificationDigestSent',
          data: { uid: WRITER, week: '2026-W48', notifications: 2, sentAt: '2026-11-30T08:00:00.000Z' },
        }),
      );
      await harness.expectRows('notification_preferences', [{ uid: WRITER, weekly_digest: true }]);
      await harness.expectRows('notification_digests', [{ uid: WRITER, week: '2026-W48', notifications: 2 }]);
      await harness.expectRebuildKeepsRows();
    });
  });

  describe('when the replier deletes their account', () => {
    it('keeps the author’s notification under "Deleted member"', async () => {
      await harness.givenEvents(
        question(),
        harness.event(...answerAdded(10, 5)),
        harness.event(...accountDeleted(READER)),
      );
      await harness.expectRows('notifications', [{ uid: WRITER, id: 'answer-10', actor_name: DELETED_MEMBER }]);
      await harness.expectRebuildKeepsRows();
    });
  });
});
