import type { PostDetail, PostKind } from '@contracts/content';
import { useState } from 'react';
import { ApiError } from '../../../lib/api';
import { useLiveNotice } from '../../../lib/live/use-live-notice';
import { asLookup, type Lookup } from '../../../lib/server-data/lookup';
import { useServerData } from '../../../lib/server-data/use-server-data';
import { useSessionStore } from '../../../lib/session/session-store';
import { getPost } from '../api/get-post';
import { KINDS } from '../kinds';

export type PostLookup = Lookup<PostDetail> & {
  reload: () => void;
  /** Its author deleted it (while this page had it open, or before it was loaded): the page says so in its place. */
  deletedByAuthor: boolean;
};

/**
 * Loads one post; a 404 from the server is told apart so the page can go to /404, and a 410 (its
 * author deleted it) so that the page says so.
 */
export function usePost(kind: PostKind, id: number): PostLookup {
  const key = `/${KINDS[kind].apiPath}/${id}`;
  const fetchPost = (signal: AbortSignal) => getPost(kind, id, signal);
  const shared = useServerData(key, fetchPost);
  // Whether the reader wrote it (their Edit control) is asked under their own key: the page's first
  // paint, shown meanwhile, is the same for everyone.
  const uid = useSessionStore((state) => state.user?.uid ?? null);
  const own = useServerData(`${key}#${uid}`, fetchPost, { enabled: uid !== null });
  const [deletedByAuthor, setDeletedByAuthor] = useState(false);
  const answer = uid !== null && own.data ? own : shared;
  const lookup = asLookup(answer);
  const gone = answer.failure instanceof ApiError && answer.failure.status === 410;
  useLiveNotice('post', (notice) => {
    if (notice.postKind !== kind || notice.id !== id) return;
    if (notice.change === 'deleted') setDeletedByAuthor(true);
    // Removed by a moderator or deleted by its author while open: asked again as on load (a quiet refresh
    // would keep the old post on a 404).
    if (notice.change === 'removed' || notice.change === 'deleted')
      return uid !== null ? [{ reload: key }, { reload: `${key}#${uid}` }] : [{ reload: key }];
    // Edited by its author: the post and its revisions are read again in place.
    if (notice.change === 'changed') return [key];
  });
  if (gone) return { status: 'not-found', reload: lookup.reload, deletedByAuthor: true };
  return { ...lookup, deletedByAuthor };
}
