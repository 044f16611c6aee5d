import { z } from 'zod';
import { REMOVAL_REASON_MAX, REPORTED_KINDS } from '../../contracts/moderation';
import { defineEvent, type EventsOf } from '../event';

const id = z.number().int().positive();

// Reports themselves are ReplyReported (conversations.events). An administrator resolves a report
// either way: the content stays (ReportDismissed, in the report's stream) or goes (ContentRemoved,
// in the stream that holds the content: a post's own, which also holds its comments or answers).
export const ModerationEvents = {
  ReportDismissed: defineEvent(
    'ReportDismissed',
    z.object({ kind: z.enum(REPORTED_KINDS), id, dismissedAt: z.string() }),
  ),
  ContentRemoved: defineEvent(
    'ContentRemoved',
    z.object({
      kind: z.enum(REPORTED_KINDS),
      id,
      /** The report that led to it; every open report of the content is resolved with it. */
      reportId: z.string().nullable(),
      reason: z.string().max(REMOVAL_REASON_MAX).nullable(),
      removedAt: z.string(),
    }),
  ),
  /**
   * Members reported it enough (REPORTS_TO_HIDE distinct reporters): it leaves every list, page, feed and search
   * for everyone but its author until a moderator restores or removes it.
   */
  ContentHiddenByReports: defineEvent(
    'ContentHiddenByReports',
    z.object({ kind: z.enum(REPORTED_KINDS), id, reporters: z.number().int().positive(), hiddenAt: z.string() }),
  ),
  /**
   * A moderator looked and keeps it: it shows again, its open reports are dismissed, and reports no longer hide
   * it. A post carries its words as they stand, for the search to index it again (its own events are behind it).
   */
  HiddenContentRestored: defineEvent(
    'HiddenContentRestored',
    z.object({
      kind: z.enum(REPORTED_KINDS),
      id,
      restoredAt: z.string(),
      post: z
        .object({ title: z.string(), body: z.string(), tags: z.array(z.string()), postedAt: z.string() })
        .nullable(),
    }),
  ),
} as const;

export type ModerationEvent = EventsOf<typeof ModerationEvents>;
export type ContentRemovedData = Extract<ModerationEvent, { type: 'ContentRemoved' }>['data'];
export type ContentHiddenByReportsData = Extract<ModerationEvent, { type: 'ContentHiddenByReports' }>['data'];
export type HiddenContentRestoredData = Extract<ModerationEvent, { type: 'HiddenContentRestored' }>['data'];
