// Drafts of logged-out visitors: the contract shared by the server and the web client.
import type { NewPost, PostKind } from './content';

/** POST /api/drafts (no login needed): the post a logged-out visitor filled in. */
export interface NewDraft extends NewPost {
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

export const DRAFT_KEY_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;
export const DRAFT_TTL_DAYS = 30;

export const DRAFT_MESSAGES = {
  retrieved: 'Content successfully retrieved.',
  notFound: 'This draft could not be found. It may have expired.',
} as const;
