import { DeciderSpecification } from '../../../test/support/decider-specification';
import { DomainError } from '../../common/domain-error';
import { ADMIN_MESSAGE_TEXT } from '../../contracts/admin-messages';
import { adminMessageDecider as decider, type AdminMessageCommand } from './admin-message.decider';

const now = new Date('2026-11-23T10:00:00Z');
const contact: AdminMessageCommand = {
  type: 'ReceiveContactMessage',
  message: { name: 'Ann', email: 'ann@example.org', message: 'Hello' },
  now,
};
const bug: AdminMessageCommand = {
  type: 'ReportBug',
  report: { text: 'The pager is stuck', page: '/articles', userAgent: 'UA', reporterId: null },
  now,
};
const expert: AdminMessageCommand = {
  type: 'ReceiveExpertMessage',
  message: { email: 'v@example.org', location: 'Burlington, VT', message: 'A mediator?' },
  now,
};
const markRead: AdminMessageCommand = { type: 'MarkRead', readBy: 7, now };

const { given } = DeciderSpecification.for(decider);

describe('a contact message or bug report', () => {
  it('is received once with the time it arrived', () => {
    const [received] = given([]).when(contact).events();
    expect(received).toEqual({
      type: 'ContactMessageReceived',
      data: { name: 'Ann', email: 'ann@example.org', message: 'Hello', receivedAt: now.toISOString() },
    });
    given([received!]).when(contact).thenNothingHappened();
    const [reported] = given([]).when(bug).events();
    expect(reported).toMatchObject({
      type: 'BugReported',
      data: { text: 'The pager is stuck', reportedAt: now.toISOString() },
    });
    given([reported!]).when(bug).thenNothingHappened();
    const [fromExperts] = given([]).when(expert).events();
    expect(fromExperts).toEqual({
      type: 'ExpertMessageReceived',
      data: {
        email: 'v@example.org',
        location: 'Burlington, VT',
        message: 'A mediator?',
        receivedAt: now.toISOString(),
      },
    });
    given([fromExperts!]).when(expert).thenNothingHappened();
    expect(given([fromExperts!]).when(markRead).events()).toHaveLength(1);
  });

  it('is read by an administrator once; reading it again records nothing', () => {
    const [received] = given([]).when(bug).events();
    const [read] = given([received!]).when(markRead).events();
    expect(read).toEqual({ type: 'AdminMessageRead', data: { readBy: 7, readAt: now.toISOString() } });
    given([received!, read!]).when(markRead).thenNothingHappened();
  });

  it('cannot be read before it exists', () => {
    given([]).when(markRead).thenThrows(new DomainError('not_found', ADMIN_MESSAGE_TEXT.messageNotFound));
  });
});
