import type { SavedItem, SavedItemType } from '@contracts/members';
import { create } from 'zustand';

export type SavedItemsStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** A save or unsave on its way to the server; the screen shows it at once, on top of the server's list. */
export interface PendingChange {
  item: SavedItem;
  saved: boolean;
}

interface SavedItemsState {
  /** Whose bookmarks these are: another member's login starts from an empty list. */
  uid: number | null;
  status: SavedItemsStatus;
  error: string;
  /** The list as the server last sent it, newest first. */
  items: SavedItem[];
  /** Changes not yet answered, by item key. Dropping one is the rollback. */
  pending: Record<string, PendingChange>;
  /** The newest change whose reply has been taken; an older reply arriving late is not. */
  appliedChange: number;
}

interface SavedItemsStore extends SavedItemsState {
  startLoading: (uid: number) => void;
  finishLoading: (uid: number, items: SavedItem[]) => void;
  failLoading: (uid: number, error: string) => void;
  clear: () => void;
  propose: (change: PendingChange) => void;
  /** Ends a change: takes the server's list when there is one (success), or only drops the overlay (failure). */
  settle: (uid: number, key: string, change: number, items: SavedItem[] | null) => void;
}

export function savedItemKey(type: SavedItemType, id: number | string): string {
  return `${type}:${id}`;
}

const empty: SavedItemsState = { uid: null, status: 'idle', error: '', items: [], pending: {}, appliedChange: 0 };

export const useSavedItemsStore = create<SavedItemsStore>()((set) => ({
  ...empty,
  startLoading: (uid) => set({ ...empty, uid, status: 'loading' }),
  finishLoading: (uid, items) => set((state) => (state.uid === uid ? { status: 'loaded', items } : {})),
  failLoading: (uid, error) => set((state) => (state.uid === uid ? { status: 'failed', error } : {})),
  clear: () => set(empty),
  propose: (change) =>
    set((state) => ({ pending: { ...state.pending, [savedItemKey(change.item.type, change.item.id)]: change } })),
  settle: (uid, key, change, items) =>
    set((state) => {
      // A reply that arrives after logout belongs to nobody on screen.
      if (state.uid !== uid) return {};
      const { [key]: _settled, ...pending } = state.pending;
      if (items === null || change < state.appliedChange) return { pending };
      return { pending, items, appliedChange: change };
    }),
}));

/** Whether the member sees the item as saved: its pending change if any, else the server's list. */
export function isSaved(
  items: SavedItem[],
  pending: Record<string, PendingChange>,
  type: SavedItemType,
  id: number | string,
): boolean {
  const key = savedItemKey(type, id);
  const change = pending[key];
  if (change) return change.saved;
  return items.some((item) => savedItemKey(item.type, item.id) === key);
}

/** The list as the member sees it: pending saves first (they are the newest), pending unsaves left out. */
export function visibleSavedItems(items: SavedItem[], pending: Record<string, PendingChange>): SavedItem[] {
  const changes = Object.values(pending);
  const added = changes
    .filter((change) => change.saved && !isSaved(items, {}, change.item.type, change.item.id))
    .map((change) => change.item);
  const kept = items.filter((item) => pending[savedItemKey(item.type, item.id)]?.saved !== false);
  return [...added.reverse(), ...kept];
}
