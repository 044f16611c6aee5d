import type { PostDetail, PostKind } from '@contracts/content';
import { useLiveNotice } from '../../../lib/live/use-live-notice';
import { asLookup, type Lookup } from '../../../lib/server-data/lookup';
import { useServerData } from '../../../lib/server-data/use-server-data';
import { useSessionStore } from '../../../lib/session/session-store';
import { getPost } from '../api/get-post';
import { KINDS } from '../kinds';

/** Loads one post; a 404 from the server is told apart so the page can go to /404. */
export function usePost(kind: PostKind, id: number): Lookup<PostDetail> & { reload: () => void } {
  const key = `/${KINDS[kind].apiPath}/${id}`;
  const fetchPost = (signal: AbortSignal) => getPost(kind, id, signal);
  const shared = useServerData(key, fetchPost);
  // Whether the reader wrote it (their Edit control) is asked under their own key: the page's first
  // paint, shown meanwhile, is the same for everyone.
  const uid = useSessionStore((state) => state.user?.uid ?? null);
  const own = useServerData(`${key}#${uid}`, fetchPost, { enabled: uid !== null });
  const lookup = asLookup(uid !== null && own.data ? own : shared);
  useLiveNotice('post', (notice) => {
    if (notice.postKind !== kind || notice.id !== id) return;
    // Removed by a moderator while open: asked again as on load (a quiet refresh would keep the old post on a 404).
    if (notice.change === 'removed') {
      shared.reload();
      if (uid !== null) own.reload();
    }
    // Edited by its author: the post and its revisions are read again in place.
    else if (notice.change === 'changed') return [key];
  });
  return lookup;
}
