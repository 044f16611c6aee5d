import type { VoteDirection, VoteResult } from '@contracts/content';
import { api } from '../../../lib/api';
import type { ReplyTarget } from '../targets';

export const castVote = (target: ReplyTarget, id: number, direction: VoteDirection) =>
  api.post<VoteResult>(`/${target}/${id}/vote`, { direction });
