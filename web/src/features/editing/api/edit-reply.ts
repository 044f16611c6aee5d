import type { EditSaved, ReplyEdit } from '@contracts/edits';
import { api } from '../../../lib/api';

/** PUT /api/comments/:id or /api/answers/:id: the author's new text. */
export const editReply = (target: 'comments' | 'answers', id: number, edit: ReplyEdit) =>
  api.put<EditSaved>(`/${target}/${id}`, edit);
