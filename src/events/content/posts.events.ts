import { z } from 'zod';
import type { PostKind } from '../../contracts/content';
import { ROLES } from '../../contracts/members';
import { PSEUDONYM_MAX, PSEUDONYM_MIN } from '../../contracts/pseudonyms';
import { defineEvent, type EventsOf } from '../event';

// The author's username at posting time is copied in, so that a list never joins the users table
// (a later rename does not rewrite old bylines, as on the old site).
const posted = z.object({
  id: z.number().int().positive(),
  authorId: z.number().int().positive(),
  authorName: z.string(),
  authorRole: z.enum(ROLES),
  title: z.string(),
  body: z.string(),
  tags: z.array(z.string()),
  categories: z.array(z.number().int().positive()),
  /** Article: shared link; book: bookstore id or link; video: video id or link. */
  media: z.string().nullable(),
  postedAt: z.string(),
  /**
   * Posted under a pseudonym: the item's alias number ("Member 4821"). Absent on items posted under
   * the author's name, and on every event recorded before pseudonyms existed. The author fields stay
   * the real author's: the read model hides them (see the pseudonyms projection).
   */
  pseudonym: z.number().int().min(PSEUDONYM_MIN).max(PSEUDONYM_MAX).optional(),
  /** By a new member: its links show as plain text (linksShowPlain). Dropped when a moderator approves it. */
  linksPlain: z.literal(true).optional(),
});

export const PostEvents = {
  ArticlePosted: defineEvent('ArticlePosted', posted),
  BookPosted: defineEvent('BookPosted', posted),
  VideoPosted: defineEvent('VideoPosted', posted),
  QuestionPosted: defineEvent('QuestionPosted', posted),
} as const;

export type PostEvent = EventsOf<typeof PostEvents>;
export const POSTED_TYPES = Object.values(PostEvents).map((d) => d.type);

/** The kind of post each posting event makes. */
export const POSTED_KIND = {
  ArticlePosted: 'articles',
  BookPosted: 'books',
  VideoPosted: 'videos',
  QuestionPosted: 'qnas',
} as const satisfies Record<PostEvent['type'], PostKind>;
export type PostedData = z.infer<typeof posted>;
