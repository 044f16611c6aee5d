// Editing one's own post, comment or answer, and the revisions anyone can read. Shared by the
// server and the web client. Plain constants and types only.
import type { PostKind } from './content';

export const EDIT_MESSAGES = {
  notAuthor: 'Only its author can edit this.',
  postNotFound: 'This content could not be found.',
  replyNotFound: 'This comment or answer could not be found.',
  saved: 'Your changes are saved.',
  /** Saved as it was: the server recorded nothing (its answer's `editedAt` is null). */
  nothingChanged: 'There were no changes to save.',
} as const;

/** PUT /api/{kind}/:id: the post's new version (the posting form's fields, without the one-time choices). */
export interface PostEdit {
  title: string;
  body: string;
  tags: string[];
  categories: number[];
  media?: string;
  /** Videos: the usage-rights acknowledgement, asked again only when the link changes. */
  acknowledged?: boolean;
  /** "Post anyway": the author saw the warning about identifying details. */
  identifyingDetailsConfirmed?: boolean;
}

/** PUT /api/{kind}/:id/comments/:commentId and /api/questions/:id/answers/:answerId. */
export interface ReplyEdit {
  text: string;
  identifyingDetailsConfirmed?: boolean;
}

/** The reply to a saved edit: when it was made (null when nothing changed, and nothing was recorded). */
export interface EditSaved {
  editedAt: string | null;
}

/** One version of a post (title, text, tags, link) or of a reply (its text), and when it was written. */
export interface Revision {
  /** 0 for the original, then 1, 2, … for each edit. */
  version: number;
  at: string;
  title: string | null;
  text: string;
  tags: string[];
  /** A post's topic ids; null for a reply, or for an old version whose topics were not recorded. */
  categories: number[] | null;
  media: string | null;
}

/** GET …/revisions: every version of an item, newest first, the original last. */
export interface RevisionList {
  items: Revision[];
}

export type RevisedItem = { kind: PostKind; id: number } | { kind: 'comment' | 'answer'; id: number };
