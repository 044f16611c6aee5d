import { z } from 'zod';
import { BUG_REPORT_MAX, CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX } from '../../contracts/admin-messages';
import { EXPERT_LOCATION_MAX, EXPERT_MESSAGE_MAX } from '../../contracts/expert-search';
import { defineEvent, type EventsOf } from '../event';

// What reaches the administrators from the site's forms, each in a stream of its own
// (contact-{uuid}, bug-{uuid}, expert-message-{uuid}), which also records that an administrator has read it.
export const AdminMessageEvents = {
  ContactMessageReceived: defineEvent(
    'ContactMessageReceived',
    z.object({
      name: z.string().max(CONTACT_NAME_MAX),
      email: z.string().max(254),
      message: z.string().max(CONTACT_MESSAGE_MAX),
      receivedAt: z.string(),
    }),
  ),
  BugReported: defineEvent(
    'BugReported',
    z.object({
      text: z.string().max(BUG_REPORT_MAX),
      page: z.string().max(2_000),
      userAgent: z.string().max(500).nullable(),
      reporterId: z.number().int().positive().nullable(),
      reportedAt: z.string(),
    }),
  ),
  /** A visitor's message from the Experts page: kept, so that a site without administrators yet loses none. */
  ExpertMessageReceived: defineEvent(
    'ExpertMessageReceived',
    z.object({
      email: z.string().max(254),
      location: z.string().max(EXPERT_LOCATION_MAX),
      message: z.string().max(EXPERT_MESSAGE_MAX),
      receivedAt: z.string(),
    }),
  ),
  AdminMessageRead: defineEvent(
    'AdminMessageRead',
    z.object({ readBy: z.number().int().positive(), readAt: z.string() }),
  ),
} as const;

export type AdminMessageEvent = EventsOf<typeof AdminMessageEvents>;
