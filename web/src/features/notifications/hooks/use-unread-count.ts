import { UNREAD_POLL_MS } from '@contracts/notifications';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useSessionStore } from '../../../lib/session/session-store';
import { refreshUnreadCount } from '../refresh-unread-count';
import { useUnreadStore } from '../unread-store';

/**
 * The logged-in member's unread count, kept current without a reload: asked again on every
 * navigation and every UNREAD_POLL_MS while the page stays open; not asked while the session ends, gone at logout.
 */
export function useUnreadCount(): number | null {
  const uid = useSessionStore((state) => state.user?.uid ?? null);
  // While a logout or account deletion ends the session, a request would only be refused.
  const ending = useSessionStore((state) => state.ending);
  const { pathname } = useLocation();
  const unread = useUnreadStore((state) => (state.uid === uid ? state.unread : 0));

  useEffect(() => {
    if (uid === null) {
      useUnreadStore.getState().clear();
      return;
    }
    if (!ending) void refreshUnreadCount(uid);
  }, [uid, ending, pathname]);

  useEffect(() => {
    if (uid === null || ending) return;
    const timer = setInterval(() => void refreshUnreadCount(uid), UNREAD_POLL_MS);
    return () => clearInterval(timer);
  }, [uid, ending]);

  return uid === null ? null : unread;
}
