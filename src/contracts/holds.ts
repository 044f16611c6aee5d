// Items held for review: why, what the author is told, and what the administrators' queue reads.
// Plain constants and types only.
import { REPORTED_KINDS, type ReportedKind } from './moderation';
import type { TrustLevel } from './trust-levels';

/** What can be held: the four kinds of post and the two kinds of reply, named as reports name them. */
export const HELD_KINDS = REPORTED_KINDS;
export type HeldKind = ReportedKind;

export type HoldReason =
  | { code: 'links'; links: number; allowed: number }
  | { code: 'daily_limit'; limit: number }
  | { code: 'too_soon'; seconds: number }
  | { code: 'lookalike'; accounts: number }
  | { code: 'written_fast'; seconds: number }
  | { code: 'blocklist'; entryId: string; kind: BlocklistKind; value: string; reason: string };

export const BLOCKLIST_KINDS = ['word', 'domain'] as const;
export type BlocklistKind = (typeof BLOCKLIST_KINDS)[number];
export const BLOCKLIST_VALUE_MAX = 100;
export const BLOCKLIST_REASON_MAX = 300;

/** How a reason reads in the queue. */
export function holdReasonText(reason: HoldReason): string {
  switch (reason.code) {
    case 'links':
      return `Links from a new member: ${reason.links} (a new member may post ${reason.allowed}).`;
    case 'daily_limit':
      return `Over a new member's daily limit (${reason.limit}).`;
    case 'too_soon':
      return `Posted less than ${reason.seconds} seconds after the member's last post.`;
    case 'lookalike':
      return `The same text from ${reason.accounts} new accounts within an hour.`;
    case 'written_fast':
      return `Written in under ${reason.seconds} seconds by a new member.`;
    case 'blocklist':
      return `Blocklist ${reason.kind} "${reason.value}": ${reason.reason}`;
  }
}

export type HeldState = 'held' | 'approved' | 'rejected';

/** One item in the administrators' review queue (GET /api/admin/held-items). */
export interface HeldItem {
  kind: HeldKind;
  id: number;
  /** The post a reply belongs to; null for a post. */
  parent: { kind: 'articles' | 'books' | 'videos' | 'qnas'; id: number } | null;
  /** For an item under a pseudonym: the alias, and no id or level. */
  author: { id: number | null; name: string; level: TrustLevel | null };
  title: string | null;
  text: string;
  reasons: string[];
  heldAt: string;
}

export interface HeldItemList {
  items: HeldItem[];
}

/** One of the member's own held items (GET /api/account/held-items). */
export interface OwnHeldItem {
  kind: HeldKind;
  id: number;
  title: string | null;
  text: string;
  state: Exclude<HeldState, 'approved'>;
  /** "Waiting for review" or "Not published". */
  status: string;
  heldAt: string;
}

export interface BlocklistEntry {
  id: string;
  kind: BlocklistKind;
  value: string;
  reason: string;
  addedAt: string;
}

export const HOLD_MESSAGES = {
  /** The answer to a write that was held. */
  held: 'Thanks. A moderator will look at this before it shows.',
  waiting: 'Waiting for review',
  rejected: 'Not published',
  approved: 'Approved. It now shows to everyone.',
  rejectedDone: 'Rejected. It stays hidden.',
  notHeld: 'This item is not waiting for review.',
  parentGone: 'The post this reply belongs to is gone, so the reply cannot be published.',
  /** To a stopped member who tries to post or reply (403). */
  stopped: "Your account can't post right now. Contact us if you think this is a mistake.",
  stoppedDone: (name: string) => `${name} is stopped: they can no longer post or reply, and their items are hidden.`,
  stopLifted: (name: string) => `${name} can post again, and their items show again.`,
  alreadyStopped: 'This member is stopped already.',
  authorStopped: 'Its author is stopped: lift the stop in User Management before approving it.',
  notStopped: 'This member is not stopped.',
  administratorNotStopped: 'An administrator cannot be stopped. Change their role first.',
  ownStop: 'You cannot stop yourself.',
  blocklistAdded: 'Added to the blocklist.',
  blocklistRemoved: 'Removed from the blocklist.',
  blocklistDuplicate: 'This is on the blocklist already.',
  blocklistNotFound: 'This entry is not on the blocklist.',
  blocklistValueRequired: 'Please enter a word or a domain.',
  blocklistReasonRequired: 'Please say why it is on the blocklist.',
  trustLevelSet: (name: string, level: string) => `${name} is now at the level ${level}.`,
} as const;
