import { api } from '../../../lib/api';

export type DeletableReply = 'comments' | 'answers';

export const deleteReply = (target: DeletableReply, id: number) => api.delete<void>(`/${target}/${id}`);
