import { DomainError } from '../../common/domain-error';
import { ADMIN_MESSAGE_TEXT } from '../../contracts/admin-messages';
import type { AdminMessageEvent } from '../../events/messages/admin-messages.events';
import { fold } from '../decider';
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

const run = (history: AdminMessageEvent[], command: AdminMessageCommand) =>
  decider.decide(command, fold(decider, history));

describe('a contact message or bug report', () => {
  it('is received once with the time it arrived', () => {
    const [received] = run([], contact);
    expect(received).toEqual({
      type: 'ContactMessageReceived',
      data: { name: 'Ann', email: 'ann@example.org', message: 'Hello', receivedAt: now.toISOString() },
    });
    expect(run([received!], contact)).toEqual([]);
    const [reported] = run([], bug);
    expect(reported).toMatchObject({
      type: 'BugReported',
      data: { text: 'The pager is stuck', reportedAt: now.toISOString() },
    });
    expect(run([reported!], bug)).toEqual([]);
    const [fromExperts] = run([], expert);
    expect(fromExperts).toEqual({
      type: 'ExpertMessageReceived',
      data: {
        email: 'v@example.org',
        location: 'Burlington, VT',
        message: 'A mediator?',
        receivedAt: now.toISOString(),
      },
    });
    expect(run([fromExperts!], expert)).toEqual([]);
    expect(run([fromExperts!], markRead)).toHaveLength(1);
  });

  it('is read by an administrator once; reading it again records nothing', () => {
    const [received] = run([], bug);
    const [read] = run([received!], markRead);
    expect(read).toEqual({ type: 'AdminMessageRead', data: { readBy: 7, readAt: now.toISOString() } });
    expect(run([received!, read!], markRead)).toEqual([]);
  });

  it('cannot be read before it exists', () => {
    expect(() => run([], markRead)).toThrow(new DomainError('not_found', ADMIN_MESSAGE_TEXT.messageNotFound));
  });
});
