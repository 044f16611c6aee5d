import type { Generated } from 'kysely';
import type { Timestamp } from '../../infra/sql/column-types';

/** The tables the drafts projection keeps, as the migrations leave them. */
export interface DraftsTables {
  drafts: DraftsTable;
}

export interface DraftsTable {
  draft_id: string;
  kind: string;
  title: string;
  saved_at: Timestamp;
  status: string;
  finished_at: Timestamp | null;
  pseudonymous: Generated<boolean>;
}
