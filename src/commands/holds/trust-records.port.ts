import type { BlocklistEntry, HeldKind } from '../../contracts/holds';
import type { MemberStanding } from '../../contracts/trust-levels';

/**
 * What the hold rules read: a member's standing (one row by key) and the blocklist (kept in memory
 * briefly). Read from the trust read model, bound in the read-model module.
 */
export interface TrustRecords {
  standing(uid: number): Promise<MemberStanding | null>;
  blocklist(): Promise<readonly BlocklistEntry[]>;
  /** Who wrote a held item (null when nothing is held by that name). */
  heldAuthor(kind: HeldKind, id: number): Promise<number | null>;
  /** The post a held reply belongs to (null for a post, or when nothing is held by that name). */
  heldParent(
    kind: HeldKind,
    id: number,
  ): Promise<{ kind: 'articles' | 'books' | 'videos' | 'qnas'; id: number } | null>;
}

export const TRUST_RECORDS = Symbol('TrustRecords');
