import type { PostKind, Reply } from '@contracts/content';
import { api } from '../../../lib/api';
import { repliesPath } from '../targets';

export const getReplies = (kind: PostKind, postId: number) => api.get<{ items: Reply[] }>(repliesPath(kind, postId));
