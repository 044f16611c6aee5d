import { z } from 'zod';
import { POST_KINDS } from '../../contracts/content';
import { TOPIC_TABS } from '../../contracts/topics';

// The answers about topics (the categories of posts), as the OpenAPI document describes them.

export const topic = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });

export const topicList = z.object({ topics: z.array(topic) });

export const topicOverview = z.object({
  topic,
  counts: z.record(z.enum(TOPIC_TABS), z.number().int()),
  related: z.array(topic),
});

export const topicSuggestionList = z.object({
  suggestions: z.array(
    z.object({
      id: z.number().int(),
      topic: z.string(),
      suggestedBy: z.number().int(),
      suggestedAt: z.string(),
      itemKind: z.enum(POST_KINDS),
      itemId: z.number().int(),
      path: z.string().describe("The suggesting item's page, e.g. /articles/12."),
    }),
  ),
});

export const topicSuggestionApproved = z.object({ topic });
