import { UNREAD_POLL_MS } from '@contracts/notifications';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useLive } from '../../../lib/live/live-store';
import { useLiveNotice } from '../../../lib/live/use-live-notice';
import { useSessionStore } from '../../../lib/session/session-store';
import { loadServerData } from '../../../lib/server-data/cache';
import { useForgetAtLogout } from '../../../lib/session/use-forget-at-logout';
import { useServerData } from '../../../lib/server-data/use-server-data';
import { getUnreadCount } from '../api/get-unread-count';
import { UNREAD, unreadKey } from '../unread-count';

export interface UnreadState {
  /** Null when logged out; 0 until the count is known. */
  unread: number | null;
  /** The server has answered for this member (so a change of the count is news, not the first load). */
  known: boolean;
}

/**
 * The logged-in member's unread count, kept current without a reload: asked again on every
 * navigation, on each live notice of the member's notifications, and every UNREAD_POLL_MS while the
 * live stream is not there (off, or reconnecting); not asked while the session ends, gone at logout.
 * A failed ask keeps the last count (the bell is no place for an error); the next navigation or poll tries again.
 */
export function useUnreadCount(): UnreadState {
  const uid = useSessionStore((state) => state.user?.uid ?? null);
  // While a logout or account deletion ends the session, a request would only be refused.
  const ending = useSessionStore((state) => state.ending);
  const asking = uid !== null && !ending;
  const { pathname } = useLocation();
  const key = unreadKey(uid);
  const answer = useServerData(key, getUnreadCount, { keep: true, enabled: asking }).data;
  const unread = answer?.unread ?? 0;

  useForgetAtLogout(UNREAD);

  useEffect(() => {
    if (asking) loadServerData(key, getUnreadCount, { quiet: true });
  }, [asking, key, pathname]);

  useLiveNotice('notifications', () => (asking ? [key] : undefined));

  // The stream just became live: what changed before it opened is asked for once.
  const live = useLive();
  useEffect(() => {
    if (asking && live) loadServerData(key, getUnreadCount, { quiet: true });
  }, [asking, key, live]);

  useEffect(() => {
    if (!asking || live) return;
    const timer = setInterval(() => loadServerData(key, getUnreadCount, { quiet: true }), UNREAD_POLL_MS);
    return () => clearInterval(timer);
  }, [asking, key, live]);

  return uid === null ? { unread: null, known: false } : { unread, known: answer !== undefined };
}
