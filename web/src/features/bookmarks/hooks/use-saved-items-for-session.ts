import { useEffect } from 'react';
import { forgetServerData } from '../../../lib/server-data/cache';
import { useServerData } from '../../../lib/server-data/use-server-data';
import { useSessionStore } from '../../auth/session-store';
import { getSavedItems } from '../api/get-saved-items';
import { SAVED_ITEMS, savedItemsKey } from '../saved-items';

/** Keeps the bookmarks in step with who is logged in: loaded once at login, gone at logout. */
export function useSavedItemsForSession(): void {
  const uid = useSessionStore((state) => state.user?.uid ?? null);
  useEffect(() => {
    if (uid === null) forgetServerData(SAVED_ITEMS);
  }, [uid]);
  useServerData(savedItemsKey(uid), getSavedItems, { keep: true, enabled: uid !== null });
}
