import { z } from 'zod';
import { POST_KINDS } from '../../contracts/content';
import { SEARCH_COUNT_CAP } from '../../contracts/search';
import { pageOf, postSummary } from './content.responses';
import { topic } from './topics.responses';

export const searchResults = z.object({
  terms: z.string(),
  match: z
    .enum(['all', 'some'])
    .describe('`all`: the results hold every word searched for; `some`: none did, and these hold some of them.'),
  counts: z
    .record(z.enum(POST_KINDS), z.number().int().max(SEARCH_COUNT_CAP))
    .describe(`The matches of each kind, exact up to ${SEARCH_COUNT_CAP}; a kind with more shows ${SEARCH_COUNT_CAP}.`),
  countsAreLowerBounds: z
    .record(z.enum(POST_KINDS), z.boolean())
    .describe(`True for each kind with more than ${SEARCH_COUNT_CAP} matches: its count is a lower bound ("1,000+").`),
  topics: z.array(topic).describe('The topics whose keywords the terms hit.'),
  results: pageOf(
    postSummary.extend({
      snippet: z
        .array(z.object({ text: z.string(), match: z.boolean() }))
        .describe('The text around the hits, as segments; `match` marks the words found.'),
    }),
  ).extend({
    totalIsLowerBound: z
      .boolean()
      .describe(
        `True when the chosen kind has more than ${SEARCH_COUNT_CAP} matches: \`total\` is then ${SEARCH_COUNT_CAP}, and pages past it can still hold results.`,
      ),
  }),
});
