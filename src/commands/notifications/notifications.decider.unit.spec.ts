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
const given = (...events: (UserEvent | NotificationEvent)[]) => fold(notificationsDecider, events);

describe('notifications decider', () => {
  it('refuses an account that does not exist', () => {
    expect(() => notificationsDecider.decide({ type: 'MarkAllNotificationsRead', unread: 1, now }, given())).toThrow(
      DomainError,
    );
  });

  describe('MarkNotificationRead', () => {
    it('records the read of an unread notification', () => {
      expect(
        notificationsDecider.decide(
          { type: 'MarkNotificationRead', notification: 'answer-4', read: false, now },
          given(registered),
        ),
      ).toEqual([{ type: 'NotificationRead', data: { uid: 7, notification: 'answer-4', readAt: at } }]);
    });

    it('adds nothing for one already read', () => {
      expect(
        notificationsDecider.decide(
          { type: 'MarkNotificationRead', notification: 'answer-4', read: true, now },
          given(registered),
        ),
      ).toEqual([]);
    });
  });

  describe('MarkAllNotificationsRead', () => {
    it('records it while some are unread, and nothing when none are', () => {
      expect(
        notificationsDecider.decide({ type: 'MarkAllNotificationsRead', unread: 3, now }, given(registered)),
      ).toEqual([{ type: 'AllNotificationsRead', data: { uid: 7, readAt: at } }]);
      expect(
        notificationsDecider.decide({ type: 'MarkAllNotificationsRead', unread: 0, now }, given(registered)),
      ).toEqual([]);
    });
  });

  describe('ChooseNotificationDigest', () => {
    it('is off until chosen, and a repeated choice adds nothing', () => {
      expect(given(registered).weeklyDigest).toBe(false);
      expect(
        notificationsDecider.decide({ type: 'ChooseNotificationDigest', weekly: true, now }, given(registered)),
      ).toEqual([optedIn]);
      expect(
        notificationsDecider.decide(
          { type: 'ChooseNotificationDigest', weekly: true, now },
          given(registered, optedIn),
        ),
      ).toEqual([]);
      expect(
        notificationsDecider.decide({ type: 'ChooseNotificationDigest', weekly: false, now }, given(registered)),
      ).toEqual([]);
    });
  });

  describe('RecordNotificationDigest', () => {
    const record = { type: 'RecordNotificationDigest', week: '2026-W48', notifications: 2, now } as const;
    const sent: NotificationEvent = {
      type: 'NotificationDigestSent',
      data: { uid: 7, week: '2026-W48', notifications: 2, sentAt: at },
    };

    it('records the week’s digest of a member who asked for it', () => {
      expect(notificationsDecider.decide(record, given(registered, optedIn))).toEqual([sent]);
    });

    it('sends one per week', () => {
      expect(notificationsDecider.decide(record, given(registered, optedIn, sent))).toEqual([]);
      expect(
        notificationsDecider.decide({ ...record, week: '2026-W49' }, given(registered, optedIn, sent)),
      ).toHaveLength(1);
    });

    it('sends nothing to a member who did not ask for it or turned it off', () => {
      expect(notificationsDecider.decide(record, given(registered))).toEqual([]);
      const optedOut: NotificationEvent = { type: 'NotificationDigestChosen', data: { uid: 7, weekly: false, at } };
      expect(notificationsDecider.decide(record, given(registered, optedIn, optedOut))).toEqual([]);
    });

    it('sends nothing without notifications', () => {
      expect(notificationsDecider.decide({ ...record, notifications: 0 }, given(registered, optedIn))).toEqual([]);
    });
  });
});
