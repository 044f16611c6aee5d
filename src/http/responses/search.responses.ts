import { z } from 'zod';
import { POST_KINDS } from '../../contracts/content';
import { pageOf, postSummary } from './content.responses';
import { topic } from './topics.responses';

export const searchResults = z.object({
  terms: z.string(),
  match: z
    .enum(['all', 'some'])
    .describe('`all`: the results hold every word searched for; `some`: none did, and these hold some of them.'),
  counts: z.record(z.enum(POST_KINDS), z.number().int()),
  topics: z.array(topic).describe('The topics whose keywords the terms hit.'),
  results: pageOf(
    postSummary.extend({
      snippet: z
        .array(z.object({ text: z.string(), match: z.boolean() }))
        .describe('The text around the hits, as segments; `match` marks the words found.'),
    }),
  ),
});
