import type { Generated } from 'kysely';
import type { HasDefault, Int8, Timestamp, Json } from '../sql/column-types';

/** The Postgres event store: streams and their events in global order. */
export interface EventTables {
  es_events: EsEventsTable;
  es_streams: EsStreamsTable;
  es_write_keys: EsWriteKeysTable;
}

export interface EsEventsTable {
  global_position: HasDefault<Int8>;
  stream_id: string;
  stream_revision: Int8;
  event_id: string;
  type: string;
  data: Json;
  metadata: Json;
  tx_id: Generated<string>;
  created_at: HasDefault<Timestamp>;
}

export interface EsStreamsTable {
  stream_id: string;
  revision: Int8;
}

/** The idempotency key of a write, recorded with its append; `status` and `body` are its first answer. */
export interface EsWriteKeysTable {
  key_hash: string;
  request_hash: string;
  created_at: HasDefault<Timestamp>;
  status: number | null;
  body: string | null;
  /** The account whose session the first answer started (its cookie is never kept), or null. */
  session_uid: number | null;
  session_must_change_password: boolean | null;
}
