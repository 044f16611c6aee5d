import { type RawBuilder, sql } from 'kysely';
import { PAGE_SIZE } from '../../contracts/content';
import { type ExpertCard, IN_ZIP_MAX } from '../../contracts/expert-search';

// The statements of the expert listings, as builders: ExpertListingsQueries runs them, and the
// benchmark runs the very same SQL directly on a pool for its baseline.

/** A card's columns are named as its fields; paged lists add the count of every row the filter matches. */
export type ExpertCardRow = ExpertCard & { total?: number | string };

const CARD_COLUMNS = sql`e.uid, e.slug, e.username, e.title, e.bio, e.img, e.city, e.state, e.followers`;
const FROM_LISTED = sql`experts e join expert_memberships m on m.uid = e.uid`;
/** Listed: a saved profile and a membership that runs past `now`. */
const listed = (now: Date) => sql`e.slug is not null and m.renew_at > ${now}`;
/** Location lists: the most followed first, then by name. */
const BY_FOLLOWERS = sql`order by e.followers desc, lower(e.username), e.uid`;
/** Topic lists are newest first (spec), by membership. */
const NEWEST = sql`order by e.member_since desc, e.uid desc`;
const pageOf = (page: number) => sql`limit ${PAGE_SIZE} offset ${(page - 1) * PAGE_SIZE}`;
const inCategory = (topicId: number) => sql`e.categories @> ${JSON.stringify([topicId])}::jsonb`;

/** The listed experts of one zip (the zip index), most followed first. */
export function inZipSql(zip: string, now: Date): RawBuilder<ExpertCardRow> {
  return sql<ExpertCardRow>`
    select ${CARD_COLUMNS} from ${FROM_LISTED}
    where e.zip = ${zip} and ${listed(now)}
    ${BY_FOLLOWERS} limit ${IN_ZIP_MAX}`;
}

/** A state's listed experts outside `exceptZip` (the state index), a page of them with the total. */
export function inStateSql(
  state: string,
  exceptZip: string | null,
  page: number,
  now: Date,
): RawBuilder<ExpertCardRow> {
  return sql<ExpertCardRow>`
    select ${CARD_COLUMNS}, count(*) over () as total from ${FROM_LISTED}
    where ${inState(state, exceptZip, now)}
    ${BY_FOLLOWERS} ${pageOf(page)}`;
}

export function inStateCountSql(state: string, exceptZip: string | null, now: Date): RawBuilder<{ total: number }> {
  return sql<{
    total: number;
  }>`select count(*)::int as total from ${FROM_LISTED} where ${inState(state, exceptZip, now)}`;
}

/** How many of a city's listed experts live outside `exceptZip`: the city's other zips. */
export function inCityCountSql(
  state: string,
  city: string,
  exceptZip: string,
  now: Date,
): RawBuilder<{ total: number }> {
  return sql<{ total: number }>`
    select count(*)::int as total from ${FROM_LISTED}
    where e.city = ${city} and ${inState(state, exceptZip, now)}`;
}

const inState = (state: string, exceptZip: string | null, now: Date) =>
  exceptZip === null
    ? sql`e.state = ${state} and ${listed(now)}`
    : sql`e.state = ${state} and e.zip is distinct from ${exceptZip} and ${listed(now)}`;

/** The listed experts with the topic among their categories (the GIN index), a page of them with the total. */
export function inTopicSql(topicId: number, page: number, now: Date): RawBuilder<ExpertCardRow> {
  return sql<ExpertCardRow>`
    select ${CARD_COLUMNS}, count(*) over () as total from ${FROM_LISTED}
    where ${inCategory(topicId)} and ${listed(now)}
    ${NEWEST} ${pageOf(page)}`;
}

export function inTopicCountSql(topicId: number, now: Date): RawBuilder<{ total: number }> {
  return sql<{
    total: number;
  }>`select count(*)::int as total from ${FROM_LISTED} where ${inCategory(topicId)} and ${listed(now)}`;
}
