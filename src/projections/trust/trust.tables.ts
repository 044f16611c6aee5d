import type { Generated } from 'kysely';
import type { Timestamp } from '../../infra/sql/column-types';

/** The tables the trust projection keeps, as the migrations leave them. */
export interface TrustTables {
  held_items: HeldItemsTable;
  member_standing: MemberStandingTable;
  standing_items: StandingItemsTable;
  blocklist: BlocklistTable;
}

/** Items held for review. Only the review queue and the author's own list read it. */
export interface HeldItemsTable {
  kind: string;
  id: number;
  parent_kind: string | null;
  parent_id: number | null;
  author_id: number;
  /** The byline shown: the alias for an item under a pseudonym. */
  author_name: string;
  /** Under a pseudonym: the queue shows the alias and not who the author is. */
  pseudonymous: boolean;
  title: string | null;
  text: string;
  /** The hold reasons as recorded (StoredHoldReason[]). */
  reasons: unknown;
  /** 'held', 'approved' or 'rejected'. */
  review_state: string;
  held_at: Timestamp;
  reviewed_at: Timestamp | null;
}

/** Each member's record, from which the trust level is computed (contracts/trust-levels). */
export interface MemberStandingTable {
  uid: number;
  published_items: Generated<number>;
  approved_items: Generated<number>;
  upheld_reports: Generated<number>;
  level_set: string | null;
  /** Stopped as a spammer (MemberStopped, until MemberStopLifted). */
  stopped: Generated<boolean>;
}

export interface StandingItemsTable {
  kind: string;
  id: number;
  author_id: number;
}

export interface BlocklistTable {
  id: string;
  kind: string;
  value: string;
  reason: string;
  added_at: Timestamp;
}
