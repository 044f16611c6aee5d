import type { PostDetail, PostKind } from '@contracts/content';
import { useLiveNotice } from '../../../lib/live/use-live-notice';
import { asLookup, type Lookup } from '../../../lib/server-data/lookup';
import { useServerData } from '../../../lib/server-data/use-server-data';
import { getPost } from '../api/get-post';
import { KINDS } from '../kinds';

/** Loads one post; a 404 from the server is told apart so the page can go to /404. */
export function usePost(kind: PostKind, id: number): Lookup<PostDetail> & { reload: () => void } {
  const lookup = asLookup(useServerData(`/${KINDS[kind].apiPath}/${id}`, (signal) => getPost(kind, id, signal)));
  // Removed by a moderator while open: asked again as on load (a quiet refresh would keep the old post on a 404).
  useLiveNotice('post', (notice) => {
    if (notice.change === 'removed' && notice.postKind === kind && notice.id === id) lookup.reload();
  });
  return lookup;
}
