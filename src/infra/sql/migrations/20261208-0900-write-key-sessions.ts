import { type Kysely, sql } from 'kysely';

// A write whose answer started a session (a visitor's sign-up, a reset code) keeps whose session it
// was, never the cookie: a repeat of it starts a fresh session for that account and answers alike.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table es_write_keys
      add column session_uid integer,
      add column session_must_change_password boolean`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    alter table es_write_keys drop column session_uid, drop column session_must_change_password`.execute(db);
}
