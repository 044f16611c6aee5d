import type { Generated } from 'kysely';
import type { Timestamp } from '../../infra/sql/column-types';

/** The tables the moderation projection keeps, as the migrations leave them. */
export interface ModerationTables {
  violation_reports: ViolationReportsTable;
}

export interface ViolationReportsTable {
  id: string;
  target_kind: string;
  target_id: number;
  parent_kind: string | null;
  parent_id: number | null;
  text: string | null;
  reporter_id: number;
  reported_at: Timestamp;
  status: Generated<string>;
  resolved_at: Timestamp | null;
  /** What the member chose in the Report dialog; null for reports filed before it asked. */
  reason: string | null;
}
