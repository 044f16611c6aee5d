import type { Int8, Timestamp, Json } from '../../infra/sql/column-types';

/** The tables the audit projection keeps, as the migrations leave them. */
export interface AuditTables {
  audit_events: AuditEventsTable;
  audit_pseudonymous_authors: AuditPseudonymousAuthorsTable;
}

export interface AuditEventsTable {
  event_id: string;
  position_commit: Int8;
  position_prepare: Int8;
  stream_id: string;
  revision: Int8;
  type: string;
  actor_id: number | null;
  actor_role: string | null;
  occurred_at: Timestamp;
  data: Json;
  metadata: Json;
}

export interface AuditPseudonymousAuthorsTable {
  name: string;
  author_id: number;
}
