// The best-answer contract, shared by the server and the question page. Plain constants and types only.
import type { Reply } from './content';

/** GET /api/questions/:id/answers, and the reply to a change of the best answer. */
export interface AnswerList {
  /** The best answer first (`isBest`), then highest vote first, then oldest first. */
  items: Reply[];
  /** Whether the reader asked the question, and so may choose its best answer. */
  canMarkBest: boolean;
}

/** PUT /api/questions/:id/best-answer */
export interface MarkBestAnswerRequest {
  answerId: number;
}

export const BEST_ANSWER_MESSAGES = {
  updated: 'Best answer updated',
  questionNotFound: 'This question could not be found.',
  askerOnly: 'Only the person who asked this question can choose its best answer.',
  answerRequired: 'Please choose one of the answers.',
  answerNotOnQuestion: 'This answer could not be found among the answers to this question.',
  answerRemoved: 'This answer was removed, so it cannot be the best answer.',
} as const;
