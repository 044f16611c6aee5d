import type { PostDeleted } from '@contracts/author-deletions';
import { POST_API_PATHS, type PostKind } from '@contracts/content';
import { api } from '../../../lib/api';

export const deletePost = (kind: PostKind, id: number) => api.delete<PostDeleted>(`/${POST_API_PATHS[kind]}/${id}`);
