import type { PostDetail, PostKind } from '@contracts/content';
import { useLiveNotice } from '../../../lib/live/use-live-notice';
import { asLookup, type Lookup } from '../../../lib/server-data/lookup';
import { useServerData } from '../../../lib/server-data/use-server-data';
import { getPost } from '../api/get-post';
import { KINDS } from '../kinds';

/** Loads one post; a 404 from the server is told apart so the page can go to /404. */
export function usePost(kind: PostKind, id: number): Lookup<PostDetail> & { reload: () => void } {
  const key = `/${KINDS[kind].apiPath}/${id}`;
  const lookup = asLookup(useServerData(key, (signal) => getPost(kind, id, signal)));
  useLiveNotice('post', (notice) => {
    if (notice.postKind !== kind || notice.id !== id) return;
    // Removed by a moderator while open: asked again as on load (a quiet refresh would keep the old post on a 404).
    if (notice.change === 'removed') lookup.reload();
    // Edited by its author: the post and its revisions are read again in place.
    else if (notice.change === 'changed') return [key];
  });
  return lookup;
}
