import type { BlockedMember, BlockedMemberList } from '@contracts/blocks';
import { useServerDataStore } from '../../../lib/server-data/store';
import { useSessionStore } from '../../../lib/session/session-store';
import { type Blockable, blocksKey, isBlocked } from '../blocked-members';

const NONE: readonly BlockedMember[] = [];

/** The reader's blocks as the store holds them; none for a visitor, or while they load. */
export function useBlockList(): readonly BlockedMember[] {
  const uid = useSessionStore((state) => state.user?.uid ?? null);
  return useServerDataStore((state) => {
    const entry = uid === null ? undefined : state.entries[blocksKey(uid)];
    return entry?.hasData ? (entry.data as BlockedMemberList).items : NONE;
  });
}

/** Whether the reader's list hides the item. */
export function useIsBlocked(item: Blockable): boolean {
  return isBlocked(useBlockList(), item);
}

/**
 * False while a logged-in reader's list is still on its way: a conversation waits for it rather than
 * show, for a moment, what the reader blocked. A list that failed to load holds nothing up.
 */
export function useBlocksSettled(): boolean {
  const uid = useSessionStore((state) => state.user?.uid ?? null);
  return useServerDataStore((state) => {
    if (uid === null) return true;
    const entry = state.entries[blocksKey(uid)];
    return entry !== undefined && (entry.hasData || entry.failed);
  });
}
