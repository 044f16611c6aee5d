import { BLOCK_MESSAGES, type BlockedMemberList, type BlockMade, type BlockTarget } from '@contracts/blocks';
import { ApiError } from '../../lib/api';
import { answerAs, type ServerWrite } from '../../lib/server-data/write';
import { blockMember } from './api/block-member';
import { unblockMember } from './api/unblock-member';
import { type BlockScope, blocksKey, withBlock, withoutBlock } from './blocked-members';

/** The block the server already holds (made in another tab). */
export const isAlreadyBlocked = (error: unknown): boolean =>
  error instanceof ApiError && error.message === BLOCK_MESSAGES.alreadyBlocked;

/**
 * Blocks: a block the server made goes into the reader's list at once. Its answer does not say what
 * the block covers, but the item it was made from does (its author, or its alias's post), so the item
 * hides without waiting; the read that follows brings the server's own entry. A block the server
 * already held: the reader's list is read again to show it.
 */
export function blockWrite(
  uid: number,
  target: BlockTarget,
  id: number,
  scope: BlockScope,
): ServerWrite<void, BlockMade, BlockedMemberList> {
  const key = blocksKey(uid);
  return {
    run: () => blockMember(target, id),
    updates: (made) => [
      answerAs<BlockedMemberList>(key, (list) =>
        withBlock(list, { id: made.id, name: made.name, blockedAt: new Date().toISOString(), ...scope }),
      ),
    ],
    invalidates: () => [key],
    invalidatesOnFailure: (error) => (isAlreadyBlocked(error) ? [key] : []),
  };
}

/** Unblocks: the row goes at once, and comes back if the server refuses. */
export function unblockWrite(uid: number): ServerWrite<string, { message: string }, BlockedMemberList> {
  const key = blocksKey(uid);
  return {
    run: (id) => unblockMember(id),
    optimistic: (id) => ({
      key,
      tag: `unblock:${id}`,
      apply: (list) => withoutBlock(list, id),
      answer: () => (list) => withoutBlock(list, id),
    }),
    invalidates: [key],
  };
}
