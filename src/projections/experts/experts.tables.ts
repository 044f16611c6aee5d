import type { Generated } from 'kysely';
import type { Timestamp, Json } from '../../infra/sql/column-types';

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
  // Not Generated<Json>: that nests one ColumnType in another. Json may be left out of an insert as it is.
  categories: Json;
  followers: Generated<number>;
  member_since: Timestamp;
}
