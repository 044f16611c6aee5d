import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { OwnExpertProfile } from '../../contracts/experts';
import type { HistoryItem, Role } from '../../contracts/members';
import type { SqlDatabase } from '../../infra/sql/database';
import type { ReadModel } from '../read-model';
import { SQL_DATABASE } from '../../infra/tokens';
import { toHistoryItem } from '../history/history.queries';
import { contributionSummarySql, latestContributionsSql } from './expert-contributions.sql';

/** Who is looking at a profile: its owner and the administrators see it before it is public. */
export interface ProfileViewer {
  uid: number;
  role: Role;
}

/** A profile is public once its membership has been activated (or paid), as the spec's membership rules ask. */
const mayView = (expert: { uid: number; activated: boolean }, viewer: ProfileViewer | null) =>
  expert.activated || (viewer !== null && (viewer.uid === expert.uid || viewer.role === 'Administrator'));

/** An expert's row as the profile page and the follow routes need it. */
export interface ExpertRow {
  uid: number;
  slug: string;
  username: string;
  email: string;
  title: string | null;
  bio: string | null;
  img: string | null;
  city: string | null;
  state: string | null;
  startYear: number | null;
  followers: number;
  memberSince: string;
  /** A membership was activated: the profile is public. */
  activated: boolean;
}

@Injectable()
export class ExpertsQueries {
  constructor(@Inject(SQL_DATABASE) private readonly database: SqlDatabase<ReadModel>) {}

  /** The signed-in expert's own profile for the editor; null when the account is not an expert. */
  async own(uid: number): Promise<OwnExpertProfile | null> {
    const row = await this.database.db.selectFrom('experts').selectAll().where('uid', '=', uid).executeTakeFirst();
    if (!row) return null;
    return {
      slug: row.slug,
      title: row.title ?? '',
      bio: row.bio ?? '',
      zip: row.zip ?? '',
      startYear: row.start_year,
      categories: row.categories as number[],
      img: row.img,
      city: row.city,
      state: row.state,
    };
  }

  /** An expert with a saved profile, by the address of their page; null as well when `viewer` may not see it yet. */
  async bySlug(slug: string, viewer: ProfileViewer | null): Promise<ExpertRow | null> {
    const row = await this.database.db
      .selectFrom('experts as e')
      .leftJoin('expert_memberships as m', 'm.uid', 'e.uid')
      .selectAll('e')
      .select(sql<boolean>`m.renew_at is not null`.as('activated'))
      .where('e.slug', '=', slug)
      .executeTakeFirst();
    if (!row || !mayView({ uid: row.uid, activated: row.activated }, viewer)) return null;
    return {
      uid: row.uid,
      slug, // the row was found by it, so it is not null
      username: row.username,
      email: row.email,
      title: row.title,
      bio: row.bio,
      img: row.img,
      city: row.city,
      state: row.state,
      startYear: row.start_year,
      followers: Number(row.followers),
      memberSince: new Date(row.member_since).toISOString(),
      activated: row.activated,
    };
  }

  /** The expert's contributions (the profile's Posts): how many, and the latest `limit` of them. */
  async contributions(uid: number, limit: number): Promise<{ count: number; latest: HistoryItem[] }> {
    const [summary, latest] = await Promise.all([
      contributionSummarySql(uid).execute(this.database.db),
      latestContributionsSql(uid, limit).execute(this.database.db),
    ]);
    return { count: Number(summary.rows[0]?.items ?? 0), latest: latest.rows.map(toHistoryItem) };
  }
}
