import { getUnreadCount } from './api/get-unread-count';
import { useUnreadStore } from './unread-store';

/**
 * Asks the server for the member's count. A read marked meanwhile answers with a newer count, so
 * a poll sent before it is dropped; a failure keeps the last count (the bell is no place for an error).
 */
export async function refreshUnreadCount(uid: number): Promise<void> {
  const sentAtVersion = useUnreadStore.getState().version;
  try {
    const { unread } = await getUnreadCount();
    useUnreadStore.getState().setPolled(uid, unread, sentAtVersion);
  } catch {
    // Offline or logged out meanwhile: the next navigation or poll tries again.
  }
}
