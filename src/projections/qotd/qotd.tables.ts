import type { Generated } from 'kysely';
import type { Timestamp } from '../../infra/sql/column-types';

/** The tables the qotd projection keeps, as the migrations leave them. */
export interface QotdTables {
  qotd_entries: QotdEntriesTable;
}

export interface QotdEntriesTable {
  question_id: number;
  available: boolean;
  times_used: Generated<number>;
  last_used: Timestamp | null;
  active: Generated<boolean>;
}
