import { z } from 'zod';
import { postDetail } from './content.responses';

export const questionOfTheDay = z.object({
  question: postDetail.nullable().describe('Null until a question has been chosen.'),
});

export const qotdEntryPage = z.object({
  entries: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      available: z.boolean().describe('In the cycle: the daily job may choose it.'),
      timesUsed: z.number().int(),
      lastUsed: z.string().nullable(),
      active: z.boolean().describe('The current question of the day.'),
    }),
  ),
  page: z.number().int(),
  total: z.number().int(),
});
