import type { PostDetail, PostKind } from '@contracts/content';
import { api } from '../../../lib/api';
import { KINDS } from '../kinds';

export const getPost = (kind: PostKind, id: number, signal?: AbortSignal) =>
  api.get<PostDetail>(`/${KINDS[kind].apiPath}/${id}`, signal);
