import type { SavedItem } from '@contracts/members';
import { useSessionStore } from '../../../lib/session/session-store';
import { useWritePending } from '../../../lib/server-data/pending';
import { useServerDataStore } from '../../../lib/server-data/store';
import { toggleBookmark } from '../toggle-bookmark';
import { isSaved, savedItemKey, type SavedItems, savedItemsKey } from '../saved-items';

export type BookmarkState =
  /** Logged out, or the list could not be read: no control at all. */
  | { kind: 'hidden' }
  /** Logged in, list on its way: the control keeps its place without showing a guess. */
  | { kind: 'waiting' }
  | { kind: 'ready'; saved: boolean; pending: boolean; toggle: () => void };

export function useBookmark(item: SavedItem): BookmarkState {
  const { type, id } = item;
  const uid = useSessionStore((state) => state.user?.uid ?? null);
  const key = savedItemsKey(uid);
  const entry = useServerDataStore((state) => state.entries[key]);
  const pending = useWritePending(key, savedItemKey(type, id));

  if (uid === null || entry?.failed) return { kind: 'hidden' };
  if (!entry?.hasData || entry.loading) return { kind: 'waiting' };
  const toggle = () => void toggleBookmark(uid, item);
  return { kind: 'ready', saved: isSaved(entry.data as SavedItems, type, id), pending, toggle };
}
