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
} as const;

export type ModerationEvent = EventsOf<typeof ModerationEvents>;
export type ContentRemovedData = Extract<ModerationEvent, { type: 'ContentRemoved' }>['data'];
