import type { BlockableItem, BlockedFromKind } from '../../contracts/blocks';
import type { PostKind } from '../../contracts/content';

/** What blocking and replying read of the blocks read model (sealed: only these answers leave it). */
export interface BlockRecords {
  /** The item as a block is made from it; null when the reader cannot see it. */
  blockable(kind: BlockedFromKind, id: number, readerId: number): Promise<BlockableItem | null>;
  /** Whether the post's author blocked `replierId` in a way that guards this post: their reply shows to them alone. */
  replyShownToAuthorOnly(replierId: number, post: { kind: PostKind; id: number }): Promise<boolean>;
}

export const BLOCK_RECORDS = Symbol('BlockRecords');
