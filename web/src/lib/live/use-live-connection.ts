import { useEffect } from 'react';
import { useSessionStore } from '../session/session-store';
import { startLive, stopLive } from './live-connection';

/**
 * Keeps the tab's one live stream while the app is shown. It opens once the session is known and
 * opens again when the member logs in or out, so their own notices follow the session.
 */
export function useLiveConnection(): void {
  const loaded = useSessionStore((state) => state.loaded);
  const uid = useSessionStore((state) => state.user?.uid ?? null);
  useEffect(() => {
    if (!loaded) return;
    startLive();
    return stopLive;
  }, [loaded, uid]);
}
