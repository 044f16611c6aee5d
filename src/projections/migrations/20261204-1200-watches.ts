import { type Kysely, sql } from 'kysely';

// Watched questions and topics: each member's list (the watches projection) and the notifications
// projection's own copy of who watches what, so that rebuilding either alone gives the same rows.
// A question's asker watches it from its posting on.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table watches (
      uid integer not null,
      kind text not null,
      target_id integer not null,
      watched_at timestamptz not null,
      -- The asker's own watch of a question they asked under a pseudonym: the Database screen hides its uid.
      pseudonymous_asker boolean not null default false,
      primary key (uid, kind, target_id)
    )`.execute(db);
  await sql`create index watches_newest on watches (uid, watched_at desc)`.execute(db);
  await sql`create index watches_target on watches (kind, target_id)`.execute(db);
  await sql`
    create table notification_watches (
      kind text not null,
      target_id integer not null,
      uid integer not null,
      primary key (kind, target_id, uid)
    )`.execute(db);
  await sql`create index notification_watches_member on notification_watches (uid)`.execute(db);
  // A topic added to a post later tells the topic's watchers under the post's byline (its alias, under a pseudonym).
  await sql`alter table notification_posts add column author_name text not null default ''`.execute(db);
  // Askers watch their questions, and old posts' bylines are needed: the notifications projection
  // replays once to fill both (an empty site has nothing to replay), also when a rebuild of it ran before.
  await sql`
    insert into projection_rebuilds (name, requested_at)
    select 'notifications', now() where exists (select 1 from notification_posts)
    on conflict (name) do update set requested_at = excluded.requested_at, requested_by = null,
      started_at = null, finished_at = null, events = null, error = null
    where projection_rebuilds.finished_at is not null or projection_rebuilds.error is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table notification_posts drop column author_name`.execute(db);
  await sql`drop table notification_watches`.execute(db);
  await sql`drop table watches`.execute(db);
}
