// The question of the day: shared by the server and the web client.
import type { PostDetail } from './content';

/** GET /api/qotd: the current question of the day, or null when none has been chosen yet. */
export interface QuestionOfTheDay {
  question: PostDetail | null;
}

/** How many questions a page of the administrators' table holds. */
export const QOTD_PAGE_SIZE = 20;

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

/**
 * GET /api/admin/qotd?page=N, and the reply to a change: every question, the current one first,
 * then those in the cycle, then the rest, newest first.
 */
export interface QotdEntryPage {
  entries: QotdEntry[];
  page: number;
  /** Every question. */
  total: number;
}

export const QOTD_MESSAGES = {
  // The spec's text, word for word.
  currentCannotLeaveCycle:
    'This QOTD cannot be disabled because it is the current QOTD. Please set a different QOTD before removing this from the cycle.',
  notInCycle: 'Only a question in the cycle can be made the question of the day.',
  questionNotFound: 'This question could not be found.',
} as const;
