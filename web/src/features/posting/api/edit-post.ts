import { POST_API_PATHS, type PostKind } from '@contracts/content';
import type { EditSaved, PostEdit } from '@contracts/edits';
import { api } from '../../../lib/api';

/** PUT /api/{kind}/:id: the author's new version of their post. */
export const editPost = (kind: PostKind, id: number, edit: PostEdit) =>
  api.put<EditSaved>(`/${POST_API_PATHS[kind]}/${id}`, edit);
