// Deleting one's own post, comment or answer: shared by the server and the web client.
// Plain constants and types only.
import { POST_NOUNS, type PostKind } from './content';

/** What a post deleted by its author shows in place of its title and body, while its replies stay. */
export const DELETED_BY_AUTHOR = 'Deleted by its author';

/** DELETE /api/{articles|books|videos|questions}/:id: whether the post's place stays for its replies. */
export interface PostDeleted {
  kind: PostKind;
  id: number;
  keepsPlaceholder: boolean;
}

/**
 * What the page of a post its author deleted says in its place: to a reader who had it open, and to one who
 * comes to it later (GET /api/{articles|books|videos|questions}/:id answers 410 with it).
 */
export const removedByItsAuthor = (kind: PostKind): string => `This ${POST_NOUNS[kind]} was removed by its author.`;

export const AUTHOR_DELETION_MESSAGES = {
  authorOnly: 'Only its author can delete this.',
  notFound: 'This content could not be found.',
  deleted: 'Deleted.',
  /** Above what a reader was writing under a post deleted meanwhile, kept for them to copy. */
  unsentReply: 'What you were writing was not sent. It is kept here for you to copy:',
} as const;
