import type { AnswerList, MarkBestAnswerRequest } from '@contracts/best-answers';
import { api } from '../../../lib/api';

export const markBestAnswer = (questionId: number, answerId: number) =>
  api.put<AnswerList>(`/questions/${questionId}/best-answer`, { answerId } satisfies MarkBestAnswerRequest);
