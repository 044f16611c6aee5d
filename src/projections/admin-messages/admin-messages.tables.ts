import type { Timestamp } from '../../infra/sql/column-types';

/** The tables the admin-messages projection keeps, as the migrations leave them. */
export interface AdminMessagesTables {
  admin_messages: AdminMessagesTable;
}

export interface AdminMessagesTable {
  id: string;
  kind: string;
  name: string | null;
  email: string | null;
  message: string;
  page: string | null;
  user_agent: string | null;
  reporter_id: number | null;
  received_at: Timestamp;
  read_at: Timestamp | null;
  location: string | null;
}
