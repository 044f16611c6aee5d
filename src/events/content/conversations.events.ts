import { z } from 'zod';
import { ROLES } from '../../contracts/members';
import { PSEUDONYM_MAX, PSEUDONYM_MIN } from '../../contracts/pseudonyms';
import { REPORT_REASON_IDS, REPORT_TARGETS, type ReportTarget } from '../../contracts/moderation';
import { defineEvent, type EventsOf } from '../event';

// Comments and answers are appended to their parent post's stream, so a conversation's order is
// that stream's order. A vote lives in its own stream per voter and target (see voteStream).
const id = z.number().int().positive();
// `pseudonym`: the reply is by the author of a post made under a pseudonym, and shows that post's
// alias. Absent otherwise, and on every reply recorded before pseudonyms existed.
const author = {
  authorId: id,
  authorName: z.string(),
  authorRole: z.enum(ROLES),
  pseudonym: z.number().int().min(PSEUDONYM_MIN).max(PSEUDONYM_MAX).optional(),
  /** By a new member: its links show as plain text (linksShowPlain). Dropped when a moderator approves it. */
  linksPlain: z.literal(true).optional(),
  /** By a member the post's author blocked: shown to its author alone (see contracts/blocks.ts). */
  authorOnly: z.literal(true).optional(),
};
const target = z.enum(['comment', 'answer']);
// Reports started with comments and answers; posts joined them later. Only values were added, so
// every report recorded before still reads.
const reportTarget = z.enum(Object.keys(REPORT_TARGETS) as [ReportTarget, ...ReportTarget[]]);
const voteValue = z.union([z.literal(-1), z.literal(0), z.literal(1)]);

export const ConversationEvents = {
  CommentAdded: defineEvent(
    'CommentAdded',
    z.object({
      id,
      parentKind: z.enum(['articles', 'books', 'videos']),
      parentId: id,
      ...author,
      text: z.string(),
      addedAt: z.string(),
    }),
  ),
  AnswerAdded: defineEvent(
    'AnswerAdded',
    z.object({ id, questionId: id, ...author, text: z.string(), addedAt: z.string() }),
  ),
  /** `vote` is the voter's new vote; the target's total changes by `vote - previous`. */
  VoteCast: defineEvent(
    'VoteCast',
    z.object({ target, targetId: id, voterId: id, previous: voteValue, vote: voteValue }),
  ),
  /** A member's report of a comment, answer or post, in the report's own stream (see reportStream). */
  ReplyReported: defineEvent(
    'ReplyReported',
    // `reason`: what the member chose in the Report dialog; reports filed before it was asked have none.
    z.object({
      target: reportTarget,
      targetId: id,
      reporterId: id,
      reportedAt: z.string(),
      reason: z.enum(REPORT_REASON_IDS).optional(),
    }),
  ),
} as const;

export type ConversationEvent = EventsOf<typeof ConversationEvents>;
export type ReplyTarget = z.infer<typeof target>;
export type VoteValue = z.infer<typeof voteValue>;
