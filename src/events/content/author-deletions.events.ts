import { z } from 'zod';
import { POST_KINDS } from '../../contracts/content';
import { defineEvent, type EventsOf } from '../event';

const id = z.number().int().positive();

// An author taking back their own words, in the post's stream (which also holds its comments or
// answers, so the decision knows whether replies exist). Moderators' removals are ContentRemoved.
export const AuthorDeletionEvents = {
  /**
   * `keepsPlaceholder`: the post had replies, which stay readable on its page under "Deleted by its
   * author" (its title and body are gone); without replies the post leaves the site entirely.
   */
  PostDeletedByAuthor: defineEvent(
    'PostDeletedByAuthor',
    z.object({ kind: z.enum(POST_KINDS), id, keepsPlaceholder: z.boolean(), deletedAt: z.string() }),
  ),
  /** A comment or answer; neither has replies of its own, so it leaves the site entirely. */
  ReplyDeletedByAuthor: defineEvent(
    'ReplyDeletedByAuthor',
    z.object({
      target: z.enum(['comment', 'answer']),
      id,
      parentKind: z.enum(POST_KINDS),
      parentId: id,
      deletedAt: z.string(),
    }),
  ),
} as const;

export type AuthorDeletionEvent = EventsOf<typeof AuthorDeletionEvents>;
export type PostDeletedByAuthorData = Extract<AuthorDeletionEvent, { type: 'PostDeletedByAuthor' }>['data'];
export type ReplyDeletedByAuthorData = Extract<AuthorDeletionEvent, { type: 'ReplyDeletedByAuthor' }>['data'];
