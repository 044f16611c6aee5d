import type { AnswerList } from '@contracts/best-answers';
import { api } from '../../../lib/api';

export const unmarkBestAnswer = (questionId: number) => api.delete<AnswerList>(`/questions/${questionId}/best-answer`);
