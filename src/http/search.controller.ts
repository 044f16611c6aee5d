import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { POST_KINDS } from '../contracts/content';
import { SEARCH_MESSAGES, SEARCH_TERMS_MAX, type SearchResults } from '../contracts/search';
import { SearchQueries } from '../projections/search/search.queries';
import { Input } from './input';
import { Output } from './output';
import { searchResults } from './responses/search.responses';
import { pageField } from './schemas';
import { PublicCache } from './visitor-cache';

// The terms are checked on the whole query (not the field), so the message reads exactly as written.
const searchQuery = z
  .strictObject({
    // The length is checked below; stated here for the API's documentation.
    q: z.string({ error: SEARCH_MESSAGES.termsRequired }).trim().meta({ maxLength: SEARCH_TERMS_MAX }).optional(),
    kind: z.enum(POST_KINDS, { error: `Please choose one of: ${POST_KINDS.join(', ')}.` }).default('articles'),
    page: pageField,
  })
  .superRefine((query, ctx) => {
    if (!query.q) ctx.addIssue({ code: 'custom', message: SEARCH_MESSAGES.termsRequired });
    else if (query.q.length > SEARCH_TERMS_MAX) ctx.addIssue({ code: 'custom', message: SEARCH_MESSAGES.tooLong });
  });

@ApiTags('search')
@Controller('api')
export class SearchController {
  constructor(private readonly search: SearchQueries) {}

  /** Counts of every kind, the topics the terms hit, and one page of the chosen kind, best first. */
  @Get('search')
  @PublicCache()
  @Output('Search posts: the count of each kind, the topics hit, one page of the chosen kind', searchResults)
  @Input({ query: searchQuery })
  find(@Query() query: z.infer<typeof searchQuery>): Promise<SearchResults> {
    return this.search.search(query.q!, query.kind, query.page);
  }
}
