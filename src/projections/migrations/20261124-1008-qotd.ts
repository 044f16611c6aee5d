import { type Kysely, sql } from 'kysely';

// The question-of-the-day cycle: every question an administrator put in it, how often and when it
// was used, and which one is current (at most one row has active = true).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table qotd_entries (
      question_id integer primary key,
      available boolean not null,
      times_used integer not null default 0,
      last_used timestamptz,
      active boolean not null default false
    )`.execute(db);
  await sql`create unique index qotd_entries_one_active on qotd_entries (active) where active`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table qotd_entries`.execute(db);
}
