import type { Notification } from '../../contracts/notifications';
import { notificationDigestEmail } from './notification-digest-email';

const answer: Notification = {
  id: 'answer-9',
  kind: 'answer',
  actorName: 'Dana Reyes',
  itemKind: 'qnas',
  itemId: 4,
  itemTitle: 'Who keeps the dog?',
  createdAt: '2026-11-20T18:30:00.000Z',
  read: false,
};
const post: Notification = {
  ...answer,
  id: 'articles-12',
  kind: 'post',
  actorName: 'Dr. Lee',
  itemKind: 'articles',
  itemId: 12,
  itemTitle: 'Mediation 101',
};

describe('notificationDigestEmail', () => {
  it('lists each notification in plain words, with its date and link', () => {
    const email = notificationDigestEmail('ann@example.org', [answer, post], 'https://example.org');
    expect(email.to).toBe('ann@example.org');
    expect(email.subject).toBe('You have 2 unread notifications this week');
    expect(email.text).toContain(
      '- Dana Reyes answered your question “Who keeps the dog?” (Nov 20, 2026)\n  https://example.org/answers/4',
    );
    expect(email.text).toContain(
      '- Dr. Lee posted a new article “Mediation 101” (Nov 20, 2026)\n  https://example.org/articles/12',
    );
  });

  it('says how to turn it off', () => {
    expect(notificationDigestEmail('a@example.org', [answer], 'https://example.org').text).toContain(
      'turn off the weekly digest in Account Settings: https://example.org/account',
    );
  });

  it('counts one notification in the singular', () => {
    expect(notificationDigestEmail('a@example.org', [answer], 'https://example.org').subject).toBe(
      'You have 1 unread notification this week',
    );
  });
});
