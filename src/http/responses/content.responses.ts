import { z } from 'zod';
import { POST_KINDS } from '../../contracts/content';
import { ROLES } from '../../contracts/members';

// The answers about posts and their conversations, as the OpenAPI document describes them.

/** One page of a list: `total` items in all, `pageSize` to a page, pages counted from 1. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

const postKind = z.enum(POST_KINDS).describe('Questions are `qnas` (and `questions` in addresses).');
const myVote = z.literal([-1, 0, 1]);

const byline = {
  authorId: z.number().int().nullable().describe('Null under a pseudonym, and for a deleted member.'),
  authorName: z.string().describe('The username or handle, or the alias ("Member 4821") under a pseudonym.'),
  authorRole: z.enum(ROLES),
  date: z.string().describe('ISO 8601, UTC.'),
  pseudonymous: z.literal(true).optional(),
};

export const postSummary = z.object({
  ...byline,
  kind: postKind,
  id: z.number().int(),
  title: z.string(),
  replyCount: z.number().int().describe('Comments for articles, books and videos; answers for questions.'),
});

/** What a logged-in reader is told of an item's moderation: only its author sees it hidden. */
const moderationMarks = {
  hiddenPendingReview: z
    .literal(true)
    .optional()
    .describe('Reports hid it until a moderator looks: shown to its author alone.'),
  reportedByMe: z.literal(true).optional().describe('The logged-in reader reported it.'),
  linksPlain: z
    .literal(true)
    .optional()
    .describe('By a new member and not yet approved: its links show as plain text, not as links.'),
};

export const postDetail = postSummary.extend({
  body: z.string(),
  tags: z.array(z.string()),
  categories: z.array(z.number().int()).describe('Topic ids.'),
  media: z.string().nullable().describe("An article's link, a book's bookstore id or link, a video's id or link."),
  deletedAt: z
    .string()
    .optional()
    .describe(
      'Set when its author deleted it while it had replies: its title, text, tags, topics, link and byline are empty.',
    ),
  editedAt: z.string().optional().describe('When its author last edited it (ISO 8601, UTC); absent when never edited.'),
  isOwn: z.boolean().optional().describe('The logged-in reader wrote it, and may edit it.'),
  ...moderationMarks,
});

export const postPage = pageOf(postSummary);

/** Present on an item held for review: it shows to its author alone, with the message, until approved. */
const heldAnswer = { held: z.literal(true).optional(), message: z.string().optional() };

export const postCreated = z
  .object({ kind: postKind, id: z.number().int(), ...heldAnswer })
  .describe('The new item, readable at once at /api/{kind}/{id}, or held for review (held: true).');

export const latestPosts = z.object({ items: z.array(postSummary) });

export const reply = z.object({
  ...byline,
  id: z.number().int(),
  parentKind: postKind,
  parentId: z.number().int(),
  text: z.string(),
  vote: z.number().int(),
  myVote: myVote.describe("The logged-in reader's own vote: 1, 0 or -1."),
  isBest: z.boolean().describe('The answer the asker chose as the best; false for a comment.'),
  isOwn: z.boolean().describe('The logged-in reader wrote it, so they cannot vote on it, and may edit it.'),
  editedAt: z.string().optional().describe('When its author last edited it (ISO 8601, UTC); absent when never edited.'),
  ...moderationMarks,
});

export const replies = z.object({ items: z.array(reply) });

export const answerList = z.object({
  items: z.array(reply).describe('The best answer first, then the highest vote, then the oldest.'),
  canMarkBest: z.boolean().describe('The reader asked the question, and may choose its best answer.'),
});

export const created = z.object({ id: z.number().int(), ...heldAnswer });

export const voteResult = z.object({ vote: z.number().int(), myVote });
