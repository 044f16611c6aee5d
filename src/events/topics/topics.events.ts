import { z } from 'zod';
import { defineEvent, type EventsOf } from '../event';

// One stream per topic (`topic-{slug}`), created with `no_stream`: the stream is the slug's
// reservation. The numeric id (for category chips and search) comes from a sequence.
export const TopicEvents = {
  TopicCreated: defineEvent(
    'TopicCreated',
    z.object({
      id: z.number().int().positive(),
      slug: z.string().min(1),
      name: z.string().min(1),
      /** Words that map a search to this topic. */
      keywords: z.array(z.string()),
      createdAt: z.string(),
    }),
  ),
} as const;

export type TopicEvent = EventsOf<typeof TopicEvents>;
