// Drafts of logged-out visitors: the contract shared by the server and the web client.
import type { NewPost, PostKind } from './content';

/**
 * POST /api/drafts (no login needed): the post a logged-out visitor filled in. No writing time: it
 * is posted later, when its author signs up or logs in.
 */
export interface NewDraft extends Omit<NewPost, 'writingMs'> {
  kind: PostKind;
}

/**
 * The reply to a saved draft. The key is random (at least 128 bits, base64url) and is the only
 * way to reach the draft: the browser keeps it until the visitor signs up or logs in.
 */
export interface DraftSaved {
  key: string;
}

/** POST /api/drafts/:key/claim (login needed) posts the draft as the member and answers with PostCreated. */
/** DELETE /api/drafts/:key discards it (204). */

/**
 * A pending draft as administrators see it: no body text, and named by its id (the key's SHA-256),
 * since the key never leaves the browser that made it.
 */
export interface AnonymousDraft {
  draftId: string;
  kind: PostKind;
  title: string;
  savedAt: string;
  /** To be posted under a pseudonym once its author signs up or logs in. */
  pseudonymous: boolean;
}

/** GET /api/admin/drafts (administrators): pending drafts, newest first, at most ANONYMOUS_LIST_MAX; `total` counts all. */
export interface AnonymousDraftList {
  drafts: AnonymousDraft[];
  total: number;
}
export const ANONYMOUS_LIST_MAX = 200;

/** DELETE /api/admin/drafts/:draftId removes a pending draft (204): its key can no longer post it. */
export const DRAFT_ID_PATTERN = /^[0-9a-f]{64}$/;

export const DRAFT_KEY_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;
export const DRAFT_TTL_DAYS = 30;

export const DRAFT_MESSAGES = {
  retrieved: 'Content successfully retrieved.',
  notFound: 'This draft could not be found. It may have expired.',
  removed: 'Anonymous content deleted.',
  alreadyPosted: 'This draft was posted by its author already, so it is no longer anonymous content.',
} as const;
