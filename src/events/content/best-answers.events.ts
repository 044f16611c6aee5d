import { z } from 'zod';
import { defineEvent, type EventsOf } from '../event';

const id = z.number().int().positive();

// The asker's choice of a best answer, in the question's stream beside its answers, so that the
// stream's revision guards the choice against an answer removed at the same moment. Marking
// another answer replaces the earlier choice; a question has at most one best answer.
export const BestAnswerEvents = {
  BestAnswerMarked: defineEvent('BestAnswerMarked', z.object({ questionId: id, answerId: id, markedAt: z.string() })),
  /** `answerId`: the answer that was the best until then. */
  BestAnswerUnmarked: defineEvent(
    'BestAnswerUnmarked',
    z.object({ questionId: id, answerId: id, unmarkedAt: z.string() }),
  ),
} as const;

export type BestAnswerEvent = EventsOf<typeof BestAnswerEvents>;
