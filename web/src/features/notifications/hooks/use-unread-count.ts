import { UNREAD_POLL_MS } from '@contracts/notifications';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useSessionStore } from '../../../lib/session/session-store';
import { forgetServerData, loadServerData } from '../../../lib/server-data/cache';
import { useServerData } from '../../../lib/server-data/use-server-data';
import { getUnreadCount } from '../api/get-unread-count';
import { UNREAD, unreadKey } from '../unread-count';

/**
 * The logged-in member's unread count, kept current without a reload: asked again on every
 * navigation and every UNREAD_POLL_MS while the page stays open; not asked while the session ends, gone at logout.
 * A failed ask keeps the last count (the bell is no place for an error); the next navigation or poll tries again.
 */
export function useUnreadCount(): number | null {
  const uid = useSessionStore((state) => state.user?.uid ?? null);
  // While a logout or account deletion ends the session, a request would only be refused.
  const ending = useSessionStore((state) => state.ending);
  const asking = uid !== null && !ending;
  const { pathname } = useLocation();
  const key = unreadKey(uid);
  const unread = useServerData(key, getUnreadCount, { keep: true, enabled: asking }).data?.unread ?? 0;

  useEffect(() => {
    if (uid === null) forgetServerData(UNREAD);
  }, [uid]);

  useEffect(() => {
    if (asking) loadServerData(key, getUnreadCount, { quiet: true });
  }, [asking, key, pathname]);

  useEffect(() => {
    if (!asking) return;
    const timer = setInterval(() => loadServerData(key, getUnreadCount, { quiet: true }), UNREAD_POLL_MS);
    return () => clearInterval(timer);
  }, [asking, key]);

  return uid === null ? null : unread;
}
