import type { Generated } from 'kysely';
import type { Timestamp } from '../../infra/sql/column-types';

/** The tables the expert-memberships projection keeps, as the migrations leave them. */
export interface ExpertMembershipsTables {
  expert_memberships: ExpertMembershipsTable;
}

export interface ExpertMembershipsTable {
  uid: number;
  renew_at: Timestamp | null;
  paid: Generated<number>;
  last_submission_at: Timestamp | null;
  updated_at: Timestamp | null;
  lapsed: Generated<boolean>;
}
