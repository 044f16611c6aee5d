import { useEffect } from 'react';
import { useSessionStore } from '../../../lib/session/session-store';
import { loadSavedItems } from '../load-saved-items';
import { useSavedItemsStore } from '../saved-items-store';

/** Keeps the bookmarks in step with who is logged in: loaded once at login, gone at logout. */
export function useSavedItemsForSession(): void {
  const uid = useSessionStore((state) => state.user?.uid ?? null);
  useEffect(() => {
    if (uid === null) useSavedItemsStore.getState().clear();
    else void loadSavedItems(uid);
  }, [uid]);
}
