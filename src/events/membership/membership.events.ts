import { z } from 'zod';
import { defineEvent, type EventsOf } from '../event';

// An expert's membership lives in their own stream (`user-{uid}`) beside the profile.
const uid = z.number().int().positive();
const isoDate = z.iso.datetime();

export const MembershipEvents = {
  /** The free first month, once the expert has enough content. */
  MembershipActivated: defineEvent(
    'MembershipActivated',
    z.object({
      uid,
      renewAt: isoDate,
      activatedAt: isoDate,
      contentItems: z.number().int().min(0),
      lastSubmissionAt: isoDate.nullable(),
    }),
  ),
  /** An unpaid membership renewed for a month by recent content. */
  MembershipRenewed: defineEvent(
    'MembershipRenewed',
    z.object({ uid, renewAt: isoDate, previousRenewAt: isoDate, lastSubmissionAt: isoDate, renewedAt: isoDate }),
  ),
  /** A paid year. `paymentKey` is the SHA-256 of the client's idempotency key: a repeated submission is recognised. */
  MembershipPaid: defineEvent(
    'MembershipPaid',
    z.object({
      uid,
      renewAt: isoDate,
      previousRenewAt: isoDate.nullable(),
      paymentKey: z.string().regex(/^[0-9a-f]{64}$/),
      gateway: z.enum(['sandbox', 'braintree']),
      transactionId: z.string().min(1).max(100),
      amount: z.string().regex(/^\d+\.\d{2}$/),
      currency: z.string().length(3),
      paidAt: isoDate,
    }),
  ),
  /** The renew date passed; once per renew date. */
  MembershipExpired: defineEvent('MembershipExpired', z.object({ uid, renewAt: isoDate, expiredAt: isoDate })),
  /** The reminder email before the renew date; once per renew date. `day` is the daily run that sent it. */
  MembershipReminderSent: defineEvent(
    'MembershipReminderSent',
    z.object({
      uid,
      renewAt: isoDate,
      day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      sentAt: isoDate,
    }),
  ),
} as const;

export type MembershipEvent = EventsOf<typeof MembershipEvents>;
export const MEMBERSHIP_EVENT_TYPES = new Set<string>(Object.keys(MembershipEvents));
