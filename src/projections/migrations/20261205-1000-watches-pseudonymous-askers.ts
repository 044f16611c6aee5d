import { type Kysely, sql } from 'kysely';

// The watches projection's own sealed record of who asked which question under a pseudonym, so
// that the asker's watch stays concealed on the Database screen after they unwatch and watch it
// again. A running site replays the watches projection once to fill it, and the event history once
// to record the askers' unwatches and watches without the question (an empty site has nothing to).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table watches_pseudonymous_askers (
      question_id integer primary key,
      uid integer not null
    )`.execute(db);
  await sql`create index watches_pseudonymous_askers_member on watches_pseudonymous_askers (uid)`.execute(db);
  await sql`
    insert into projection_rebuilds (name, requested_at)
    select name, now() from (values
      ('watches', exists (select 1 from watches where kind = 'question')),
      ('audit', exists (select 1 from audit_events where type in ('QuestionWatched', 'QuestionUnwatched')))
    ) as p (name, needed)
    where needed
    on conflict (name) do update set requested_at = excluded.requested_at, requested_by = null,
      started_at = null, finished_at = null, events = null, error = null
    where projection_rebuilds.finished_at is not null or projection_rebuilds.error is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table watches_pseudonymous_askers`.execute(db);
}
