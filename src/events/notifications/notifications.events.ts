import { z } from 'zod';
import { NOTIFICATION_ID_PATTERN } from '../../contracts/notifications';
import { defineEvent, type EventsOf } from '../event';

// A member's notifications are a projection of what others did; what the member did about them
// (read one, read all, the weekly digest) is theirs, so it lives in their own stream (`user-{uid}`)
// and a rebuild of the read model keeps it.
const uid = z.number().int().positive();
/** An ISO week, e.g. 2026-W48. */
const week = z.string().regex(/^\d{4}-W\d{2}$/);

export const NotificationEvents = {
  /** `notification` is the notification's id (what caused it, e.g. `answer-17`). */
  NotificationRead: defineEvent(
    'NotificationRead',
    z.object({ uid, notification: z.string().regex(NOTIFICATION_ID_PATTERN), readAt: z.string() }),
  ),
  /** Every notification the member had by then. */
  AllNotificationsRead: defineEvent('AllNotificationsRead', z.object({ uid, readAt: z.string() })),
  NotificationDigestChosen: defineEvent(
    'NotificationDigestChosen',
    z.object({ uid, weekly: z.boolean(), at: z.string() }),
  ),
  /** The week's digest email was handed to the mailer; one per member and week. */
  NotificationDigestSent: defineEvent(
    'NotificationDigestSent',
    z.object({ uid, week, notifications: z.number().int().positive(), sentAt: z.string() }),
  ),
} as const;

export type NotificationEvent = EventsOf<typeof NotificationEvents>;
