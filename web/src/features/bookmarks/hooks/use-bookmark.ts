import type { SavedItem } from '@contracts/members';
import { useSessionStore } from '../../../lib/session/session-store';
import { isSaved, savedItemKey, useSavedItemsStore } from '../saved-items-store';

export type BookmarkState =
  /** Logged out, or the list could not be read: no control at all. */
  | { kind: 'hidden' }
  /** Logged in, list on its way: the control keeps its place without showing a guess. */
  | { kind: 'waiting' }
  | { kind: 'ready'; saved: boolean; pending: boolean };

export function useBookmark({ type, id }: Pick<SavedItem, 'type' | 'id'>): BookmarkState {
  const loggedIn = useSessionStore((state) => state.user !== null);
  const status = useSavedItemsStore((state) => state.status);
  const saved = useSavedItemsStore((state) => isSaved(state.items, state.pending, type, id));
  const pending = useSavedItemsStore((state) => savedItemKey(type, id) in state.pending);

  if (!loggedIn || status === 'failed') return { kind: 'hidden' };
  if (status !== 'loaded') return { kind: 'waiting' };
  return { kind: 'ready', saved, pending };
}
