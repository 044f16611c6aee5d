import { useEffect } from 'react';
import { forgetServerData } from '../../../lib/server-data/cache';
import { useSessionStore } from '../../../lib/session/session-store';
import { WATCHING } from '../watching';

/**
 * The watch list is kept for the visit once read: it is gone at logout, so a member who logs in again
 * sees what they watched meanwhile elsewhere.
 */
export function useWatchingForSession(): void {
  const uid = useSessionStore((state) => state.user?.uid ?? null);
  useEffect(() => {
    if (uid === null) forgetServerData(WATCHING);
  }, [uid]);
}
