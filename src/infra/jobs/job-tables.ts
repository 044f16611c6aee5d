import type { HasDefault, Timestamp, Json } from '../sql/column-types';

/** Jobs written in the same transaction as the events that cause them, until a relay queues them. */
export interface JobTables {
  job_outbox: JobOutboxTable;
}

export interface JobOutboxTable {
  job_id: string;
  queue: string;
  name: string;
  data: Json;
  run_at: Timestamp;
  held_at: HasDefault<Timestamp>;
}
