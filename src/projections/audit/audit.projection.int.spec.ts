import { userStream } from '../../events/streams';
import { DELETED_MEMBER } from '../../events/users/account-erasure';
import { accountDeleted, answerAdded, posted } from '../../../test/support/content-events';
import { projectionHarness, READ_DATABASES } from '../../../test/support/projection-harness';
import { auditProjection } from './audit.projection';

describe.each(READ_DATABASES)('audit projection on %s', (database) => {
  const harness = projectionHarness(database, auditProjection);
  const registered = (uid: number) =>
    harness.event(userStream(uid), {
      type: 'UserRegistered',
      data: {
        uid,
        email: `u${uid}@example.org`,
        username: 'Anonymous',
        role: 'member',
        registeredAt: '2026-11-01T00:00:00.000Z',
      },
    });

  describe('when anything happens', () => {
    it('records every event as it was recorded: stream, revision, type, data and time', async () => {
      const question = harness.event(...posted('qnas', 5, { title: 'Who keeps the house?' }));
      await harness.givenEvents(registered(7), question);
      await harness.expectRows('audit_events', [
        { stream_id: 'user-7', type: 'UserRegistered', data: expect.objectContaining({ email: 'u7@example.org' }) },
        {
          event_id: question.id,
          stream_id: 'question-5',
          revision: question.revision,
          type: 'QuestionPosted',
          data: expect.objectContaining({ title: 'Who keeps the house?', authorName: 'Writer' }),
          occurred_at: new Date(question.metadata.at),
        },
      ]);
      await harness.expectRebuildKeepsRows();
    });
  });

  describe('when a post is made under a pseudonym', () => {
    it('leaves its author out of the history, and out of their replies in its thread', async () => {
      await harness.givenEvents(
        harness.event(...posted('qnas', 5, { pseudonym: 4821 })),
        harness.event(...answerAdded(10, 5, { authorId: 5, authorName: 'Writer', pseudonym: 4821 })),
      );
      const rows = await harness.db.selectFrom('audit_events').select(['type', 'data']).execute();
      expect(rows).toHaveLength(2);
      for (const row of rows) {
        expect(row.data).not.toHaveProperty('authorId');
        expect(row.data).not.toHaveProperty('authorName');
      }
      await harness.expectRebuildKeepsRows();
    });
  });

  describe('when a member deletes their account', () => {
    it('forgets their own stream and keeps their posts under "Deleted member"', async () => {
      await harness.givenEvents(
        registered(5),
        registered(8),
        harness.event(...posted('articles', 3)),
        harness.event(...accountDeleted(5)),
      );
      await harness.expectRows('audit_events', [
        { stream_id: 'user-8', type: 'UserRegistered' },
        {
          stream_id: 'article-3',
          data: expect.objectContaining({ authorId: 5, authorName: DELETED_MEMBER, title: 'Post 3' }),
        },
        { stream_id: 'account-deletions', type: 'AccountDeleted' },
      ]);
      await harness.expectRebuildKeepsRows();
    });
  });
});
