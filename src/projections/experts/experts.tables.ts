import type { Generated } from 'kysely';
import type { HasDefault, Timestamp, Json } from '../../infra/sql/column-types';

/** The tables the experts projection keeps, as the migrations leave them. */
export interface ExpertsTables {
  expert_followers: ExpertFollowersTable;
  experts: ExpertsTable;
}

export interface ExpertFollowersTable {
  expert_uid: number;
  follower_uid: number;
}

export interface ExpertsTable {
  uid: number;
  slug: string | null;
  username: string;
  email: string;
  title: string | null;
  bio: string | null;
  img: string | null;
  zip: string | null;
  city: string | null;
  state: string | null;
  start_year: number | null;
  categories: HasDefault<Json>;
  followers: Generated<number>;
  member_since: Timestamp;
}
