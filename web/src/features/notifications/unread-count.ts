import type { UnreadCount } from '@contracts/notifications';
import { setServerData } from '../../lib/server-data/cache';
import { answerAs, type DataUpdate } from '../../lib/server-data/write';

/** The bell's unread count in the server data store, shared by the header and the notifications page. */
export const UNREAD = '/notifications/unread';
export const unreadKey = (uid: number | null) => `${UNREAD}#${uid}`;

/**
 * The count a change (or the list) answered with: it is at least as new as any poll in flight, so
 * such a poll's answer is dropped.
 */
export function showUnread(uid: number, unread: number): void {
  setServerData<UnreadCount>(unreadKey(uid), { unread });
}

/** The same, as a write declares it (`updates`). */
export const unreadAnswer = (uid: number, unread: number): DataUpdate =>
  answerAs<UnreadCount>(unreadKey(uid), { unread });
