import type { HasDefault, Int8, Timestamp } from '../infra/sql/column-types';

/** How far each projection has read, and the rebuilds administrators asked for. */
export interface RunnerTables {
  projection_checkpoints: ProjectionCheckpointsTable;
  projection_rebuilds: ProjectionRebuildsTable;
}

export interface ProjectionCheckpointsTable {
  name: string;
  commit_position: Int8;
  prepare_position: Int8;
  updated_at: HasDefault<Timestamp>;
}

export interface ProjectionRebuildsTable {
  name: string;
  requested_at: Timestamp;
  requested_by: number | null;
  started_at: Timestamp | null;
  finished_at: Timestamp | null;
  events: Int8 | null;
  error: string | null;
}
