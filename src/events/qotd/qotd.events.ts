import { z } from 'zod';
import { defineEvent, type EventsOf } from '../event';

const question = z.object({ questionId: z.number().int().positive() });

// The cycle and the current question share one stream (`qotd`): the rule that the current
// question cannot leave the cycle needs both in one consistency boundary.
export const QotdEvents = {
  QuestionAddedToQotdCycle: defineEvent('QuestionAddedToQotdCycle', question),
  QuestionRemovedFromQotdCycle: defineEvent('QuestionRemovedFromQotdCycle', question),
  QotdActivated: defineEvent(
    'QotdActivated',
    question.extend({
      /** The day the daily job chose it for; null when an administrator chose it. */
      day: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/)
        .nullable(),
      activatedAt: z.string(),
    }),
  ),
} as const;

export type QotdEvent = EventsOf<typeof QotdEvents>;
