import type { PostDetail, PostKind } from '@contracts/content';
import { type Lookup, useLookup } from '../../../lib/use-lookup';
import { getPost } from '../api/get-post';

/** Loads one post; a 404 from the server is told apart so the page can go to /404. */
export function usePost(kind: PostKind, id: number): Lookup<PostDetail> & { reload: () => void } {
  return useLookup(() => getPost(kind, id), [kind, id]);
}
