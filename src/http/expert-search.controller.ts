import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { DomainError } from '../common/domain-error';
import { EXPERT_SEARCH_MESSAGES, type ExpertSearchResult } from '../contracts/expert-search';
import { lookupZip, stateCode } from '../infra/zip-codes';
import { type ExpertLocation, ExpertSearchQueries } from '../projections/experts/expert-search.queries';
import { Input } from './input';
import { Output } from './output';
import { expertSearchResult } from './responses/experts.responses';
import { pageField } from './schemas';

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const place = z.preprocess(blankToUndefined, z.string().trim().max(100).optional());
const searchQuery = z.strictObject({
  zip: place,
  state: place,
  page: pageField,
});

/** The zip wins over a state given with it: the state is the zip's own. */
function locationOf({ zip, state }: z.infer<typeof searchQuery>): ExpertLocation {
  if (zip !== undefined) {
    if (!/^\d{5}$/.test(zip)) throw new DomainError('validation', EXPERT_SEARCH_MESSAGES.zipInvalid);
    const found = lookupZip(zip);
    if (!found) throw new DomainError('not_found', EXPERT_SEARCH_MESSAGES.zipUnknown);
    return { zip, place: found };
  }
  if (state !== undefined) {
    const code = stateCode(state);
    if (!code) throw new DomainError('validation', EXPERT_SEARCH_MESSAGES.stateUnknown);
    return { state: code };
  }
  throw new DomainError('validation', EXPERT_SEARCH_MESSAGES.zipOrStateRequired);
}

@ApiTags('experts')
@Controller('api/experts')
export class ExpertSearchController {
  constructor(private readonly experts: ExpertSearchQueries) {}

  /** The location search of /experts: a zip's experts first, then the others in its state; or a state's experts. */
  @Get('search')
  @Output('Find experts by zip code or state', expertSearchResult)
  @Input({ query: searchQuery })
  search(@Query() query: z.infer<typeof searchQuery>): Promise<ExpertSearchResult> {
    return this.experts.search(locationOf(query), query.page);
  }
}
