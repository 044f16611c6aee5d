import type { PostKind, PostSummary } from '@contracts/content';
import { useState } from 'react';
import { useLiveNotice } from '../../../lib/live/use-live-notice';
import { isBlocked, useBlockList } from '../../blocks';

interface NewPostsOptions {
  /** The list's server-data key, asked again when a post is added or removed. */
  key: string;
  /** Only posts of this kind belong in the list; every kind when not given. */
  kind?: PostKind | undefined;
  /** Whether posts published now would appear in it (the first page of a newest-first list). */
  watchNew: boolean;
}

export interface NewPosts<D> {
  /** What the list shows: the server's newest answer, or while new posts wait, the one the reader was reading. */
  shown: D | undefined;
  /** How many published posts wait for the reader's click. */
  held: number;
  reveal: () => void;
  /** The posts the last reveal brought in (they fade in). */
  fresh: ReadonlySet<string>;
}

const keyOf = (post: PostSummary) => `${post.kind}-${post.id}`;

/**
 * A list the reader is looking at does not reshuffle when posts are published: the live notice asks
 * it again, and the posts it names wait behind "N new posts" while the rows stay as they were (less
 * any removed meanwhile). A list that changed for any other reason (a removal) shows the change at once.
 * Posts the reader blocked are not counted.
 */
export function useNewPosts<D extends { items: PostSummary[] }>(
  data: D | undefined,
  { key, kind, watchNew }: NewPostsOptions,
): NewPosts<D> {
  const [accepted, setAccepted] = useState<D>();
  const [added, setAdded] = useState<ReadonlySet<string>>(new Set());
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const blocks = useBlockList();

  useLiveNotice('post', (notice) => {
    if (kind && notice.postKind !== kind) return;
    const postKey = `${notice.postKind}-${notice.id}`;
    if (notice.change === 'removed' || notice.change === 'deleted') setRemoved((keys) => new Set(keys).add(postKey));
    else if (notice.change === 'added') {
      if (!watchNew) return;
      setAdded((keys) => new Set(keys).add(postKey));
    }
    // An edited post is read again in place: its row keeps its place with its new title.
    return [key];
  });

  const base = accepted ?? data;
  const known = new Set(base?.items.map(keyOf));
  // A post by a member the reader blocked is not news to them: it comes in with the next, behind its quiet line.
  const waiting =
    data?.items.filter((post) => !known.has(keyOf(post)) && added.has(keyOf(post)) && !isBlocked(blocks, post)) ?? [];
  // Adjusted while rendering: an answer with nothing new to hold is the list as it now stands.
  if (data && data !== accepted && waiting.length === 0) setAccepted(data);

  const shown =
    base && waiting.length > 0 ? { ...base, items: base.items.filter((post) => !removed.has(keyOf(post))) } : data;
  const reveal = () => {
    setFresh(new Set(waiting.map(keyOf)));
    setAccepted(data);
  };
  return { shown, held: waiting.length, reveal, fresh };
}
