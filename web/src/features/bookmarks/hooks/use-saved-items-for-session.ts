import { useEffect } from 'react';
import { useSessionStore } from '../../../lib/session/session-store';
import { forgetServerData } from '../../../lib/server-data/cache';
import { SAVED_ITEMS } from '../saved-items';
import { useSavedItems } from './use-saved-items';

/** Keeps the bookmarks in step with who is logged in: loaded once at login, gone at logout. */
export function useSavedItemsForSession(): void {
  const uid = useSessionStore((state) => state.user?.uid ?? null);
  useEffect(() => {
    if (uid === null) forgetServerData(SAVED_ITEMS);
  }, [uid]);
  useSavedItems();
}
