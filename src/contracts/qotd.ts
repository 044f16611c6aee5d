// The question of the day: shared by the server and the web client.
import type { PostDetail } from './content';

/** GET /api/qotd: the current question of the day, or null when none has been chosen yet. */
export interface QuestionOfTheDay {
  question: PostDetail | null;
}

/** One row of the administrators' table (GET /api/admin/qotd). */
export interface QotdEntry {
  id: number;
  title: string;
  /** "Cycle as QOTD?": the daily job may choose it. */
  available: boolean;
  timesUsed: number;
  lastUsed: string | null;
  /** The current question of the day. */
  active: boolean;
}

export const QOTD_MESSAGES = {
  // The spec's text, word for word.
  currentCannotLeaveCycle: 'This QOTD cannot be disabled because it is the current QOTD. Please set a different QOTD before removing this from the cycle.',
  notInCycle: 'Only a question in the cycle can be made the question of the day.',
  questionNotFound: 'This question could not be found.',
} as const;
