import { Injectable } from '@nestjs/common';
import { type ExpertSearchResult, locationMessage, resultsHeading } from '../../contracts/expert-search';
import { stateName, type ZipPlace } from '../../infra/zip-codes';
import { ExpertListingsQueries } from './expert-listings.queries';

/** Where to search: a zip already resolved to its place, or a state by its two-letter code. */
export type ExpertLocation = { zip: string; place: ZipPlace } | { state: string };

/** The location search of /experts: the zip's experts first, then the rest of the state, and what to say. */
@Injectable()
export class ExpertSearchQueries {
  constructor(private readonly listings: ExpertListingsQueries) {}

  async search(location: ExpertLocation, page: number): Promise<ExpertSearchResult> {
    const zip = 'zip' in location ? location.zip : null;
    const city = 'zip' in location ? location.place.city : null;
    const state = 'zip' in location ? location.place.state : location.state;
    const name = stateName(state);
    const [inZip, elsewhere] = await Promise.all([
      zip ? this.listings.inZip(zip) : [],
      this.listings.inState(state, zip, page),
    ]);
    // Asked only when the message would say the city has none: an empty zip with experts elsewhere.
    const inCity =
      zip && city !== null && inZip.length === 0 && elsewhere.total > 0
        ? await this.listings.inCityCount(state, city, zip)
        : 0;
    return {
      zip,
      city,
      state,
      stateName: name,
      heading: resultsHeading(zip ?? name),
      inZip,
      elsewhere,
      message: locationMessage({
        zip: zip && city !== null ? { code: zip, city, found: inZip.length, inCity } : null,
        stateName: name,
        elsewhere: elsewhere.total,
      }),
    };
  }
}
