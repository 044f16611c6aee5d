// Blocking a member: shared by the server and the web client. Plain constants and types only.
import type { PostKind } from './content';
import { REPORTED_KINDS, REPORTED_PATHS } from './moderation';

/*
 * A block is made from one thing the blocker saw: a post, a comment or an answer (also one under a
 * pseudonym) or an expert's profile. It works on the name the blocker saw there and never says more:
 * - the blocker no longer sees what is shown under that name (a quiet line with Show instead), and
 *   hears of nothing its member does under it (no notification, live notice or digest line);
 * - for a name under a pseudonym that is the alias's one post and its author's replies on it: hiding
 *   the member's other items too would tell the blocker who is behind the alias;
 * - what the blocked member replies to the blocker's posts from then on is shown to its author alone
 *   (they are not told, and nobody sees it). For a block made inside the blocker's own post under a
 *   pseudonym, that is that post only: a reply refused or hidden elsewhere would tell the blocked
 *   member who wrote it.
 * The event names the thing blocked from, never the member behind it; the read model that resolves
 * it is sealed (no administrator's screen lists it).
 */

/** What a block can be made from: the reportable items, and an expert's profile (by the expert's uid). */
export const BLOCKED_FROM_KINDS = [...REPORTED_KINDS, 'experts'] as const;
export type BlockedFromKind = (typeof BLOCKED_FROM_KINDS)[number];

/** POST /api/{target}/{id}/block: the API's names of what a block is made from. */
export const BLOCK_TARGETS = { ...REPORTED_PATHS, experts: 'experts' } as const satisfies Record<
  string,
  BlockedFromKind
>;
export type BlockTarget = keyof typeof BLOCK_TARGETS;

/** One member the reader has blocked (GET /api/account/blocks), by the name the reader saw. */
export interface BlockedMember {
  id: string;
  name: string;
  blockedAt: string;
  /** A member blocked under their own name: what is shown under it carries this author id. */
  authorId?: number;
  /** A member blocked under a pseudonym: the alias's post; its replies there under the alias are theirs too. */
  aliasOf?: { kind: PostKind; id: number };
}

export interface BlockedMemberList {
  items: BlockedMember[];
}

/** What a block is made from, as its reader saw it. */
export interface BlockableItem {
  /** The name shown on it: the author's, the alias of an item under a pseudonym, or the expert's. */
  name: string;
  /** The post a comment or answer is on. */
  post?: { kind: PostKind; id: number };
  /** The reader wrote it (also under a pseudonym): nobody blocks themselves. */
  own: boolean;
}

/** POST /api/{target}/{id}/block answers the block it made. */
export interface BlockMade {
  id: string;
  name: string;
  message: string;
}

export const BLOCK_TEXTS = {
  link: 'Block',
  confirmTitle: (name: string) => `Block ${name}?`,
  confirmBody:
    'You will no longer see their posts and replies or hear of them, and what they reply to your posts will be shown to nobody. They are not told. You can unblock them in My Account.',
  confirm: 'Block member',
  cancel: 'Cancel',
  hidden: 'Hidden: you blocked this member.',
  show: 'Show',
  hide: 'Hide again',
  listTitle: 'Blocked members',
  listEmpty: 'You have not blocked anyone.',
  listIntro: 'You do not see what they post under the name you blocked, and you hear nothing of them.',
  unblock: 'Unblock',
  blockedOn: (date: string) => `Blocked on ${date}`,
} as const;

export const BLOCK_MESSAGES = {
  blocked: (name: string) => `${name} is blocked. You can unblock them in My Account.`,
  unblocked: (name: string) => `${name} is unblocked.`,
  ownItem: 'You cannot block yourself.',
  alreadyBlocked: 'You have already blocked this member.',
  notFound: 'This block was not found.',
} as const;
