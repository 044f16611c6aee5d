import { BLOCK_MESSAGES, type BlockedMemberList, type BlockMade } from '@contracts/blocks';
import { ApiError } from '../../lib/api';
import { invalidateServerData, setServerData } from '../../lib/server-data/cache';
import type { ServerWrite } from '../../lib/server-data/write';
import { unblockMember } from './api/unblock-member';
import { type BlockScope, blocksKey, withBlock, withoutBlock } from './blocked-members';

/**
 * A block the server made goes into the reader's list at once. Its answer does not say what the block
 * covers, but the item it was made from does (its author, or its alias's post), so the item hides
 * without waiting; the read that follows brings the server's own entry.
 */
export function rememberBlock(uid: number, made: BlockMade, scope: BlockScope): void {
  const key = blocksKey(uid);
  setServerData<BlockedMemberList>(key, (list) =>
    withBlock(list, { id: made.id, name: made.name, blockedAt: new Date().toISOString(), ...scope }),
  );
  invalidateServerData(key);
}

/** A block the server already holds (made in another tab): the reader's list is read again to show it. */
export function refreshIfAlreadyBlocked(uid: number, error: unknown): boolean {
  const already = error instanceof ApiError && error.message === BLOCK_MESSAGES.alreadyBlocked;
  if (already) invalidateServerData(blocksKey(uid));
  return already;
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
