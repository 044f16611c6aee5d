import { adminMessageStream } from '../../events/streams';
import { ERASED_SENDER } from '../../events/users/account-erasure';
import { accountDeleted } from '../../../test/support/content-events';
import { projectionHarness, READ_DATABASES } from '../../../test/support/projection-harness';
import { adminMessagesProjection } from './admin-messages.projection';

const contact = adminMessageStream('contact', '0d3c5c1e-8f6b-4f0e-9b1a-2c4d6e8f0a1b');
const bug = adminMessageStream('bug', '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d');
const expert = adminMessageStream('expert', '5b9e2f4a-1c3d-4e5f-8a7b-9c0d1e2f3a4b');

describe.each(READ_DATABASES)('admin messages projection on %s', (database) => {
  const harness = projectionHarness(database, adminMessagesProjection);
  const received = () => [
    harness.event(contact, {
      type: 'ContactMessageReceived',
      data: { name: 'Ann', email: 'ann@example.org', message: 'Hello', receivedAt: '2026-11-23T10:00:00.000Z' },
    }),
    harness.event(bug, {
      type: 'BugReported',
      data: {
        text: 'The pager is stuck',
        page: '/articles',
        userAgent: 'UA',
        reporterId: 7,
        reportedAt: '2026-11-23T11:00:00.000Z',
      },
    }),
    harness.event(expert, {
      type: 'ExpertMessageReceived',
      data: { email: 'v@example.org', location: '', message: 'A mediator?', receivedAt: '2026-11-23T12:00:00.000Z' },
    }),
  ];

  describe('when messages arrive from the forms', () => {
    it('puts each in the inbox, unread, under its stream', async () => {
      await harness.givenEvents(...received());
      await harness.expectRows('admin_messages', [
        { id: contact, kind: 'contact', name: 'Ann', email: 'ann@example.org', message: 'Hello', read_at: null },
        { id: bug, kind: 'bug', message: 'The pager is stuck', page: '/articles', reporter_id: 7, read_at: null },
        { id: expert, kind: 'expert', email: 'v@example.org', location: null, message: 'A mediator?', read_at: null },
      ]);
      await harness.expectRebuildKeepsRows();
    });
  });

  describe('when an administrator reads one', () => {
    it('marks only that one read', async () => {
      await harness.givenEvents(
        ...received(),
        harness.event(bug, { type: 'AdminMessageRead', data: { readBy: 1, readAt: '2026-11-24T08:00:00.000Z' } }),
      );
      await harness.expectRows('admin_messages', [
        { id: contact, read_at: null },
        { id: bug, read_at: new Date('2026-11-24T08:00:00.000Z') },
        { id: expert, read_at: null },
      ]);
      await harness.expectRebuildKeepsRows();
    });
  });

  describe('when the sender deletes their account', () => {
    it('keeps the messages without saying who sent them', async () => {
      await harness.givenEvents(
        ...received(),
        harness.event(...accountDeleted(7, { contactMessages: [contact], expertMessages: [expert] })),
      );
      await harness.expectRows('admin_messages', [
        { id: contact, name: ERASED_SENDER.name, email: ERASED_SENDER.email, message: 'Hello' },
        { id: bug, reporter_id: null, message: 'The pager is stuck' },
        { id: expert, email: ERASED_SENDER.email, message: 'A mediator?' },
      ]);
      await harness.expectRebuildKeepsRows();
    });
  });
});
