import type { Generated } from 'kysely';
import type { HasDefault, Timestamp } from '../sql/column-types';

/** Passwords, reset codes and sessions: written by the account services, never by a projection. */
export interface AccountTables {
  credentials: CredentialsTable;
  reset_codes: ResetCodesTable;
  sessions: SessionsTable;
}

export interface CredentialsTable {
  user_id: number;
  password_hash: string;
  legacy_salt: string | null;
  updated_at: HasDefault<Timestamp>;
}

export interface ResetCodesTable {
  user_id: number;
  code_hash: string;
  expires_at: Timestamp;
}

export interface SessionsTable {
  token_hash: string;
  user_id: number;
  created_at: HasDefault<Timestamp>;
  expires_at: Timestamp;
  must_change_password: Generated<boolean>;
}
