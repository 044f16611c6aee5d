import type { PostKind } from '@contracts/content';
import type { WatchedItem, WatchingList, WatchKind } from '@contracts/watching';

/** The member's watched questions and topics in the server data store: by member, so another login starts afresh. */
export const WATCHING = '/account/watching';
export const watchingKey = (uid: number | null) => `${WATCHING}#${uid}`;

/** Asking a question watches it: what the store must read afresh once a post of `kind` is made. */
export const staleAfterPosting = (kind: PostKind): string[] => (kind === 'qnas' ? [WATCHING] : []);

/** What a Watch control names: a question by its id, a topic by its id and slug. */
export type WatchSubject =
  { kind: 'question'; id: number; title: string } | { kind: 'topic'; id: number; slug: string; title: string };

export const watchTag = (kind: WatchKind, id: number) => `${kind}:${id}`;

export const isWatched = ({ items }: WatchingList, kind: WatchKind, id: number): boolean =>
  items.some((item) => item.kind === kind && item.id === id);

/** The list while a watch or unwatch is on its way: a watch comes first (it is the newest). */
export function withWatch({ items }: WatchingList, subject: WatchSubject, watching: boolean): WatchingList {
  const others = items.filter((item) => !(item.kind === subject.kind && item.id === subject.id));
  if (!watching) return { items: others };
  const added: WatchedItem = {
    kind: subject.kind,
    id: subject.id,
    slug: subject.kind === 'topic' ? subject.slug : null,
    title: subject.title,
    watchedAt: new Date().toISOString(),
  };
  return { items: [added, ...others] };
}
