import type { Generated } from 'kysely';
import type { Timestamp } from '../../infra/sql/column-types';

/** The tables the users projection keeps, as the migrations leave them. */
export interface UsersTables {
  users: UsersTable;
}

export interface UsersTable {
  uid: number;
  email: string;
  username: string;
  role: string;
  gender: string | null;
  state_reside: string | null;
  marital_status: string | null;
  num_children: number | null;
  tutorial_status: Generated<number>;
  date_created: Timestamp;
  handle: number;
  username_invite_dismissed: Generated<boolean>;
}
