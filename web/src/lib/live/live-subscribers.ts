import type { LiveNotice } from '@contracts/live';
import { invalidate, invalidateAllServerData, type Stale } from '../server-data/cache';

export type NoticeKind = LiveNotice['kind'];
export type NoticeOf<K extends NoticeKind> = Extract<LiveNotice, { kind: K }>;

/**
 * A screen maps a notice to what it made stale among the keys it shows (see `Stale`), as a write
 * declares it; each is refreshed once per message, by the same `invalidate` as after a write. It may
 * also note what the screen says meanwhile (e.g. "deleted by its author").
 */
export type NoticeHandler<K extends NoticeKind> = (notice: NoticeOf<K>) => readonly Stale[] | void;

type AnyHandler = (notice: LiveNotice) => readonly Stale[] | void;

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
  const stale: Stale[] = [];
  let everything = false;
  for (const notice of notices) {
    if (notice.kind === 'reset') everything = true;
    for (const handler of [...(handlers.get(notice.kind) ?? [])]) stale.push(...(handler(notice) ?? []));
  }
  if (everything) invalidateAllServerData();
  else invalidate(stale);
}
