import { type NewPost, POST_API_PATHS, type PostCreated, type PostKind } from '@contracts/content';
import { api } from '../../../lib/api';

export const createPost = (kind: PostKind, post: NewPost) => api.post<PostCreated>(`/${POST_API_PATHS[kind]}`, post);
