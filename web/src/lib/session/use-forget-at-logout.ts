import { useEffect } from 'react';
import { forgetServerData } from '../server-data/cache';
import { useSessionStore } from './session-store';

/**
 * The member's own data kept for the visit under `prefix` is forgotten once nobody is logged in:
 * the next login, even the same member's, reads it afresh.
 */
export function useForgetAtLogout(prefix: string): void {
  const uid = useSessionStore((state) => state.user?.uid ?? null);
  useEffect(() => {
    if (uid === null) forgetServerData(prefix);
  }, [uid, prefix]);
}
