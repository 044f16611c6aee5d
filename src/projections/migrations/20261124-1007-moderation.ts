import { type Kysely, sql } from 'kysely';

// Violation reports for the administrators, one row per reporter and target (`id` is the report
// stream). The text and parent are a snapshot from the replies table, so the evidence stays as reported.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table violation_reports (
      id text primary key,
      target_kind text not null,
      target_id integer not null,
      parent_kind text,
      parent_id integer,
      text text,
      reporter_id integer not null,
      reported_at timestamptz not null,
      status text not null default 'open'
    )`.execute(db);
  await sql`create index violation_reports_open on violation_reports (reported_at desc, id) where status = 'open'`.execute(
    db,
  );
  await sql`create index violation_reports_target on violation_reports (target_kind, target_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table violation_reports`.execute(db);
}
