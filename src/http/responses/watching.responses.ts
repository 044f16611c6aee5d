import { z } from 'zod';
import { WATCH_KINDS } from '../../contracts/watching';

export const watchingList = z.object({
  items: z.array(
    z.object({
      kind: z.enum(WATCH_KINDS),
      id: z.number().int().describe('The question’s id or the topic’s id.'),
      slug: z.string().nullable().describe('The topic’s slug (its page /topic/{slug}); null for a question.'),
      title: z.string().describe('The question’s title or the topic’s name.'),
      watchedAt: z.string().describe('ISO 8601, UTC.'),
    }),
  ),
});
