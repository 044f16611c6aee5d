import { type Kysely, sql } from 'kysely';

// An administrator's request to rebuild one projection while the site runs: the projector polls
// this table and records when it started and finished (or why it failed).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table projection_rebuilds (
      name text primary key,
      requested_at timestamptz not null,
      requested_by integer,
      started_at timestamptz,
      finished_at timestamptz,
      events bigint,
      error text
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table projection_rebuilds`.execute(db);
}
