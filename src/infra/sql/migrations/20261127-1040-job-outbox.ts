import { type Kysely, sql } from 'kysely';

// Jobs asked for while Redis was out of reach: held here, in the same database as the events, and
// handed to BullMQ once Redis answers again (the job id keeps a second hand-over from running twice).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table job_outbox (
      job_id text primary key,
      queue text not null,
      name text not null,
      data jsonb not null,
      run_at timestamptz not null,
      held_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index job_outbox_oldest on job_outbox (held_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table job_outbox`.execute(db);
}
