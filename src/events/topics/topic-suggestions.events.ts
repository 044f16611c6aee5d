import { z } from 'zod';
import { POST_KINDS } from '../../contracts/content';
import { defineEvent, type EventsOf } from '../event';

// One stream per suggestion (`category-suggestion-{id}`, the id from a sequence): filed when a post
// carries a suggested category, then approved (a topic is created and the item attached to it) or
// denied, once. The approving or denying administrator is the event's actor.
export const TopicSuggestionEvents = {
  TopicSuggested: defineEvent(
    'TopicSuggested',
    z.object({
      id: z.number().int().positive(),
      topic: z.string().min(1),
      suggestedBy: z.number().int().positive(),
      /** The item it was suggested for, and that item's page. */
      itemKind: z.enum(POST_KINDS),
      itemId: z.number().int().positive(),
      path: z.string(),
      suggestedAt: z.string(),
    }),
  ),
  TopicSuggestionApproved: defineEvent(
    'TopicSuggestionApproved',
    z.object({
      id: z.number().int().positive(),
      topicId: z.number().int().positive(),
      slug: z.string().min(1),
      approvedAt: z.string(),
    }),
  ),
  TopicSuggestionDenied: defineEvent(
    'TopicSuggestionDenied',
    z.object({ id: z.number().int().positive(), deniedAt: z.string() }),
  ),
} as const;

export type TopicSuggestionEvent = EventsOf<typeof TopicSuggestionEvents>;
