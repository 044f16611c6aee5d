import { DeciderSpecification } from '../../../test/support/decider-specification';
import { DomainError } from '../../common/domain-error';
import type { NotificationEvent } from '../../events/notifications/notifications.events';
import type { UserEvent } from '../../events/users/users.events';
import { fold } from '../decider';
import { notificationsDecider } from './notifications.decider';

const now = new Date('2026-11-23T10:00:00.000Z');
const at = now.toISOString();
const registered: UserEvent = {
  type: 'UserRegistered',
  data: { uid: 7, email: 'a@example.org', username: 'ann', role: 'member', registeredAt: at },
};
const optedIn: NotificationEvent = { type: 'NotificationDigestChosen', data: { uid: 7, weekly: true, at } };
const { given } = DeciderSpecification.for(notificationsDecider);

describe('notifications decider', () => {
  it('refuses an account that does not exist', () => {
    given([]).when({ type: 'MarkAllNotificationsRead', unread: 1, now }).thenThrows(DomainError);
  });

  describe('MarkNotificationRead', () => {
    it('records the read of an unread notification', () => {
      given([registered])
        .when({ type: 'MarkNotificationRead', notification: 'answer-4', read: false, now })
        .then([{ type: 'NotificationRead', data: { uid: 7, notification: 'answer-4', readAt: at } }]);
    });

    it('adds nothing for one already read', () => {
      given([registered])
        .when({ type: 'MarkNotificationRead', notification: 'answer-4', read: true, now })
        .thenNothingHappened();
    });
  });

  describe('MarkAllNotificationsRead', () => {
    it('records it while some are unread, and nothing when none are', () => {
      given([registered])
        .when({ type: 'MarkAllNotificationsRead', unread: 3, now })
        .then([{ type: 'AllNotificationsRead', data: { uid: 7, readAt: at } }]);
      given([registered]).when({ type: 'MarkAllNotificationsRead', unread: 0, now }).thenNothingHappened();
    });
  });

  describe('ChooseNotificationDigest', () => {
    it('is off until chosen, and a repeated choice adds nothing', () => {
      expect(fold(notificationsDecider, [registered]).weeklyDigest).toBe(false);
      given([registered]).when({ type: 'ChooseNotificationDigest', weekly: true, now }).then([optedIn]);
      given([registered, optedIn]).when({ type: 'ChooseNotificationDigest', weekly: true, now }).thenNothingHappened();
      given([registered]).when({ type: 'ChooseNotificationDigest', weekly: false, now }).thenNothingHappened();
    });
  });

  describe('RecordNotificationDigest', () => {
    const record = {
      type: 'RecordNotificationDigest',
      week: '2026-W48',
      notifications: 2,
      deliverable: true,
      now,
    } as const;
    const sent: NotificationEvent = {
      type: 'NotificationDigestSent',
      data: { uid: 7, week: '2026-W48', notifications: 2, sentAt: at },
    };

    it('records the week’s digest of a member who asked for it', () => {
      given([registered, optedIn]).when(record).then([sent]);
    });

    it('sends one per week', () => {
      given([registered, optedIn, sent]).when(record).thenNothingHappened();
      expect(
        given([registered, optedIn, sent])
          .when({ ...record, week: '2026-W49' })
          .events(),
      ).toHaveLength(1);
    });

    it('sends nothing to a member who did not ask for it or turned it off', () => {
      given([registered]).when(record).thenNothingHappened();
      const optedOut: NotificationEvent = { type: 'NotificationDigestChosen', data: { uid: 7, weekly: false, at } };
      given([registered, optedIn, optedOut]).when(record).thenNothingHappened();
    });

    it('sends nothing to an account without an email or no longer there, and refuses nothing', () => {
      given([registered, optedIn])
        .when({ ...record, deliverable: false })
        .thenNothingHappened();
      given([]).when(record).thenNothingHappened();
    });

    it('sends nothing without notifications', () => {
      given([registered, optedIn])
        .when({ ...record, notifications: 0 })
        .thenNothingHappened();
    });
  });
});
