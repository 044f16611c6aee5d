import type { NewReply, PostKind } from '@contracts/content';
import { api } from '../../../lib/api';
import { repliesPath } from '../targets';

export const addReply = (kind: PostKind, postId: number, reply: NewReply) =>
  // `held`: the reply waits for review, and `message` says so.
  api.post<{ id: number; held?: true; message?: string }>(repliesPath(kind, postId), reply);
