import { api } from '../../../lib/api';
import type { ReplyTarget } from '../targets';

export const reportReply = (target: ReplyTarget, id: number) => api.post<{ message: string }>(`/${target}/${id}/report`);
