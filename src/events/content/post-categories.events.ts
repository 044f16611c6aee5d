import { z } from 'zod';
import { POST_KINDS } from '../../contracts/content';
import { defineEvent, type EventsOf } from '../event';

// In the post's own stream (`article-{id}` …), after its posted event: a topic added to the post's
// categories later, as when an administrator approves the category suggested with it.
export const PostCategoryEvents = {
  PostCategorized: defineEvent(
    'PostCategorized',
    z.object({
      kind: z.enum(POST_KINDS),
      id: z.number().int().positive(),
      topicId: z.number().int().positive(),
      categorizedAt: z.string(),
    }),
  ),
} as const;

export type PostCategoryEvent = EventsOf<typeof PostCategoryEvents>;
