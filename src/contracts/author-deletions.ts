// Deleting one's own post, comment or answer: shared by the server and the web client.
// Plain constants and types only.
import type { PostKind } from './content';

/** What a post deleted by its author shows in place of its title and body, while its replies stay. */
export const DELETED_BY_AUTHOR = 'Deleted by its author';

/** DELETE /api/{articles|books|videos|questions}/:id: whether the post's place stays for its replies. */
export interface PostDeleted {
  kind: PostKind;
  id: number;
  keepsPlaceholder: boolean;
}

/** What the open page of a post says once its author deleted it while a reader had it open. */
export const removedByItsAuthor = (noun: string): string => `This ${noun} was removed by its author.`;

export const AUTHOR_DELETION_MESSAGES = {
  authorOnly: 'Only its author can delete this.',
  notFound: 'This content could not be found.',
  deleted: 'Deleted.',
  /** Above what a reader was writing under a post deleted meanwhile, kept for them to copy. */
  unsentReply: 'What you were writing was not sent. It is kept here for you to copy:',
} as const;
