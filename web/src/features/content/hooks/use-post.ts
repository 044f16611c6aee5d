import type { PostDetail, PostKind } from '@contracts/content';
import { asLookup, type Lookup } from '../../../lib/server-data/lookup';
import { useServerData } from '../../../lib/server-data/use-server-data';
import { getPost } from '../api/get-post';
import { KINDS } from '../kinds';

/** Loads one post; a 404 from the server is told apart so the page can go to /404. */
export function usePost(kind: PostKind, id: number): Lookup<PostDetail> & { reload: () => void } {
  return asLookup(useServerData(`/${KINDS[kind].apiPath}/${id}`, (signal) => getPost(kind, id, signal)));
}
