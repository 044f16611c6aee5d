import type { BlockedFromKind } from '../../contracts/blocks';
import type { PostKind } from '../../contracts/content';

/** What a block is made from, as its reader saw it. */
export interface BlockableItem {
  /** The name shown on it: the author's, the alias of an item under a pseudonym, or the expert's. */
  name: string;
  /** The post a comment or answer is on. */
  post?: { kind: PostKind; id: number };
  /** The reader wrote it (also under a pseudonym): nobody blocks themselves. */
  own: boolean;
}

/** What blocking and replying read of the blocks read model (sealed: only these answers leave it). */
export interface BlockRecords {
  /** The item as a block is made from it; null when the reader cannot see it. */
  blockable(kind: BlockedFromKind, id: number, readerId: number): Promise<BlockableItem | null>;
  /** Whether the post's author blocked `replierId` in a way that guards this post: their reply shows to them alone. */
  replyShownToAuthorOnly(replierId: number, post: { kind: PostKind; id: number }): Promise<boolean>;
}

export const BLOCK_RECORDS = Symbol('BlockRecords');
