import { Inject, Injectable } from '@nestjs/common';
import type { RawBuilder } from 'kysely';
import { type Clock, CLOCK } from '../../common/clock';
import { PAGE_SIZE, type Page } from '../../contracts/content';
import type { ExpertCard } from '../../contracts/expert-search';
import type { SqlDatabase } from '../../infra/sql/database';
import type { ReadModel } from '../read-model';
import { SQL_DATABASE } from '../../infra/tokens';
import {
  type ExpertCardRow,
  inCityCountSql,
  inStateCountSql,
  inStateSql,
  inTopicCountSql,
  inTopicSql,
  inZipSql,
} from './expert-listings.sql';

export function toExpertCard(row: ExpertCardRow): ExpertCard {
  return {
    uid: Number(row.uid),
    slug: row.slug,
    username: row.username,
    title: row.title,
    bio: row.bio,
    img: row.img,
    city: row.city,
    state: row.state,
    followers: Number(row.followers),
  };
}

/** The listed experts (a saved profile and a current membership) by zip, state and topic. */
@Injectable()
export class ExpertListingsQueries {
  constructor(
    @Inject(SQL_DATABASE) private readonly database: SqlDatabase<ReadModel>,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async inZip(zip: string): Promise<ExpertCard[]> {
    const { rows } = await inZipSql(zip, this.clock.now()).execute(this.database.db);
    return rows.map(toExpertCard);
  }

  /** The state's experts, those of `exceptZip` left out (they are listed first, apart). */
  inState(state: string, exceptZip: string | null, page: number): Promise<Page<ExpertCard>> {
    const now = this.clock.now();
    return this.paged(inStateSql(state, exceptZip, page, now), inStateCountSql(state, exceptZip, now), page);
  }

  /** How many listed experts the city has outside `exceptZip`. */
  async inCityCount(state: string, city: string, exceptZip: string): Promise<number> {
    const { rows } = await inCityCountSql(state, city, exceptZip, this.clock.now()).execute(this.database.db);
    return Number(rows[0]?.total ?? 0);
  }

  inTopic(topicId: number, page: number): Promise<Page<ExpertCard>> {
    const now = this.clock.now();
    return this.paged(inTopicSql(topicId, page, now), inTopicCountSql(topicId, now), page);
  }

  async topicCount(topicId: number): Promise<number> {
    const { rows } = await inTopicCountSql(topicId, this.clock.now()).execute(this.database.db);
    return Number(rows[0]?.total ?? 0);
  }

  private async paged(
    pageSql: RawBuilder<ExpertCardRow>,
    countSql: RawBuilder<{ total: number }>,
    page: number,
  ): Promise<Page<ExpertCard>> {
    const { rows } = await pageSql.execute(this.database.db);
    // The total rides along with the page's rows; only a page past the end asks apart.
    const total =
      rows.length > 0 ? Number(rows[0]!.total) : Number((await countSql.execute(this.database.db)).rows[0]?.total ?? 0);
    return { items: rows.map(toExpertCard), total, page, pageSize: PAGE_SIZE };
  }
}
