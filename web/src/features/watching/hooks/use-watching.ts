import type { WatchingList } from '@contracts/watching';
import { useWritePending } from '../../../lib/server-data/pending';
import { useServerData } from '../../../lib/server-data/use-server-data';
import { useSessionStore } from '../../../lib/session/session-store';
import { getWatching } from '../api/watching-api';
import { toggleWatch } from '../toggle-watch';
import { isWatched, type WatchSubject, watchingKey, watchTag } from '../watching';

/** The logged-in member's watched questions and topics, kept for the visit once read. */
export function useWatching() {
  const uid = useSessionStore((state) => state.user?.uid ?? null);
  return useServerData(watchingKey(uid), getWatching, { keep: true, enabled: uid !== null });
}

export type WatchState =
  /** Logged out, or the list could not be read: no control at all. */
  | { kind: 'hidden' }
  /** The list on its way: the control keeps its place without showing a guess. */
  | { kind: 'waiting' }
  | { kind: 'ready'; watching: boolean; pending: boolean; toggle: () => void };

export function useWatch(subject: WatchSubject): WatchState {
  const uid = useSessionStore((state) => state.user?.uid ?? null);
  const { data, error } = useWatching();
  const pending = useWritePending(watchingKey(uid), watchTag(subject.kind, subject.id));
  if (uid === null || error !== undefined) return { kind: 'hidden' };
  if (!data) return { kind: 'waiting' };
  const watching = isWatched(data as WatchingList, subject.kind, subject.id);
  return { kind: 'ready', watching, pending, toggle: () => void toggleWatch(uid, subject, !watching) };
}
