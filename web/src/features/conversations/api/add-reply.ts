import type { NewReply, PostKind } from '@contracts/content';
import { api } from '../../../lib/api';
import { repliesPath } from '../targets';

export const addReply = (kind: PostKind, postId: number, reply: NewReply) =>
  api.post<{ id: number }>(repliesPath(kind, postId), reply);
