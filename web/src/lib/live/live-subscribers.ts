import type { LiveNotice } from '@contracts/live';
import { invalidateAllServerData, invalidateServerData } from '../server-data/cache';

export type NoticeKind = LiveNotice['kind'];
export type NoticeOf<K extends NoticeKind> = Extract<LiveNotice, { kind: K }>;

/** What a screen does with a notice; it may return the key prefixes to refresh (each refreshed once per message). */
export type NoticeHandler<K extends NoticeKind> = (notice: NoticeOf<K>) => readonly string[] | void;

type AnyHandler = (notice: LiveNotice) => readonly string[] | void;

const handlers = new Map<NoticeKind, Set<AnyHandler>>();

/** Hears the notices of one kind; returns the way to stop. */
export function subscribeLive<K extends NoticeKind>(kind: K, handler: NoticeHandler<K>): () => void {
  const set = handlers.get(kind) ?? new Set();
  handlers.set(kind, set);
  // Kept by kind: it is only ever called with notices of its own kind.
  const stored: AnyHandler = (notice) => handler(notice as NoticeOf<K>);
  set.add(stored);
  return () => set.delete(stored);
}

/**
 * The notices of one message, in order. Two screens showing the same key (the badge and the card of
 * the question of the day) name it twice, and it is asked once. A `reset` asks every key in use again.
 */
export function dispatchNotices(notices: readonly LiveNotice[]): void {
  const stale = new Set<string>();
  let everything = false;
  for (const notice of notices) {
    if (notice.kind === 'reset') everything = true;
    for (const handler of [...(handlers.get(notice.kind) ?? [])]) {
      for (const prefix of handler(notice) ?? []) stale.add(prefix);
    }
  }
  if (everything) invalidateAllServerData();
  else for (const prefix of stale) invalidateServerData(prefix);
}
