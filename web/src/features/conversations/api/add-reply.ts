import type { PostKind } from '@contracts/content';
import { api } from '../../../lib/api';
import { repliesPath } from '../targets';

export const addReply = (kind: PostKind, postId: number, text: string) => api.post<{ id: number }>(repliesPath(kind, postId), { text });
