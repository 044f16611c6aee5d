import { TRUST_LEVELS } from '../../contracts/trust-levels';
import { z } from 'zod';
import { ADMIN_MESSAGE_KINDS, ADMIN_MESSAGE_TEXT } from '../../contracts/admin-messages';
import { POST_KINDS } from '../../contracts/content';
import { ROLES } from '../../contracts/members';
import { REPORT_REASON_IDS, REPORTED_KINDS } from '../../contracts/moderation';

// The answers of the Admin Area's routes (administrators only), as the OpenAPI document describes them.

export const adminSummary = z.object({
  suggestedCategories: z.number().int(),
  violationReports: z.number().int(),
  anonymousContent: z.number().int(),
  unreadMessages: z.number().int(),
  heldItems: z.number().int(),
});

const managedUser = z.object({
  uid: z.number().int(),
  username: z.string(),
  email: z.string(),
  memberSince: z.string(),
  role: z.enum(ROLES),
  trustLevel: z.enum(TRUST_LEVELS),
  stopped: z.boolean().describe('Stopped as a spammer: they can neither post nor reply, and their items are hidden.'),
});

export const userLookup = z.object({ users: z.array(managedUser) });

export const roleChanged = z.object({ user: managedUser, changed: z.boolean(), message: z.string() });

export const violationReportList = z.object({
  reports: z.array(
    z.object({
      id: z.string(),
      targetKind: z.enum(REPORTED_KINDS),
      targetId: z.number().int(),
      parentKind: z.enum(POST_KINDS).nullable(),
      parentId: z.number().int().nullable(),
      title: z.string().nullable(),
      text: z.string().nullable(),
      path: z.string().nullable(),
      reporterId: z.number().int(),
      reporterName: z.string().nullable(),
      reportedAt: z.string(),
      reason: z.enum(REPORT_REASON_IDS).nullable(),
      hidden: z.boolean(),
      status: z.literal('open'),
    }),
  ),
  total: z.number().int(),
});

export const unmaskedAuthor = z.object({ authorId: z.number().int(), username: z.string(), pseudonym: z.string() });

export const adminMessagePage = z.object({
  messages: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(ADMIN_MESSAGE_KINDS),
      name: z.string().nullable(),
      email: z.string().nullable(),
      message: z.string(),
      location: z.string().nullable(),
      page: z.string().nullable(),
      userAgent: z.string().nullable(),
      receivedAt: z.string(),
      read: z.boolean(),
    }),
  ),
  page: z.number().int(),
  total: z.number().int(),
  unread: z.number().int(),
});

export const readTableList = z.object({ tables: z.array(z.object({ name: z.string(), rows: z.number().int() })) });

export const readTablePage = z.object({
  table: z.string(),
  columns: z.array(z.string()),
  rows: z.array(z.array(z.string().nullable())).describe('Every value as text; null stays null.'),
  page: z.number().int(),
  total: z.number().int(),
});

export const auditEventPage = z.object({
  events: z.array(
    z.object({
      id: z.string(),
      position: z.string().describe('Its place in the global order, "commit/prepare".'),
      stream: z.string(),
      revision: z.string(),
      type: z.string(),
      actorId: z.number().int().nullable(),
      actorRole: z.string().nullable(),
      at: z.string(),
      data: z.unknown(),
      metadata: z.unknown(),
    }),
  ),
  next: z.string().nullable().describe('Pass as `before` for the next, older page; null on the last page.'),
});

export const projectionStatusList = z.object({
  head: z.string(),
  projections: z.array(
    z.object({
      name: z.string(),
      position: z.string(),
      caughtUp: z.boolean(),
      lagSeconds: z.number(),
      rebuild: z
        .object({
          requestedAt: z.string(),
          startedAt: z.string().nullable(),
          finishedAt: z.string().nullable(),
          events: z.number().int().nullable(),
          error: z.string().nullable(),
        })
        .nullable(),
    }),
  ),
  eventTypes: z.array(z.string()),
});

export const contactSent = z.object({ message: z.literal(ADMIN_MESSAGE_TEXT.contactSent) });

export const bugReported = z.object({ message: z.literal(ADMIN_MESSAGE_TEXT.bugReported) });
