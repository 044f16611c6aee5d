import { type Kysely, sql } from 'kysely';

// Secrets and sessions live outside the event history so that no hash or token is ever replayed.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create sequence user_id_seq as integer`.execute(db);
  await sql`
    create table credentials (
      user_id integer primary key,
      password_hash text not null,
      legacy_salt text,
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table sessions (
      token_hash text primary key,
      user_id integer not null,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      must_change_password boolean not null default false
    )`.execute(db);
  await sql`create index sessions_user_id on sessions (user_id)`.execute(db);
  await sql`
    create table reset_codes (
      user_id integer primary key,
      code_hash text not null,
      expires_at timestamptz not null,
      attempts integer not null default 0
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table reset_codes, sessions, credentials`.execute(db);
  await sql`drop sequence user_id_seq`.execute(db);
}
