import { UNREAD_POLL_MS } from '@contracts/notifications';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useSessionStore } from '../../auth/session-store';
import { refreshUnreadCount } from '../refresh-unread-count';
import { useUnreadStore } from '../unread-store';

/**
 * The logged-in member's unread count, kept current without a reload: asked again on every
 * navigation and every UNREAD_POLL_MS while the page stays open; gone at logout.
 */
export function useUnreadCount(): number | null {
  const uid = useSessionStore((state) => state.user?.uid ?? null);
  const { pathname } = useLocation();
  const unread = useUnreadStore((state) => (state.uid === uid ? state.unread : 0));

  useEffect(() => {
    if (uid === null) {
      useUnreadStore.getState().clear();
      return;
    }
    void refreshUnreadCount(uid);
  }, [uid, pathname]);

  useEffect(() => {
    if (uid === null) return;
    const timer = setInterval(() => void refreshUnreadCount(uid), UNREAD_POLL_MS);
    return () => clearInterval(timer);
  }, [uid]);

  return uid === null ? null : unread;
}
