import { type Kysely, sql } from 'kysely';

// Stopping a spammer hides every item of theirs, held or public, until the stop is lifted:
// - posts and replies mark the stopped author's rows (no event before this stopped anyone: all start shown);
// - the trust standing records the stop, which refuses their next post;
// - the search keeps who wrote each post (sealed: it names pseudonymous authors) and sets a stopped member's posts
//   aside, counts and all, to put them back as they were. Old posts' authors come from a replay of the search.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table posts add column author_stopped boolean not null default false`.execute(db);
  await sql`alter table replies add column author_stopped boolean not null default false`.execute(db);
  await sql`alter table member_standing add column stopped boolean not null default false`.execute(db);
  await sql`
    create table search_authors (
      kind text not null,
      id integer not null,
      author_id integer not null,
      primary key (kind, id)
    )`.execute(db);
  await sql`create index search_authors_author on search_authors (author_id)`.execute(db);
  await sql`
    create table search_set_aside (
      kind text not null,
      id integer not null,
      posted_at timestamptz not null,
      document tsvector not null,
      pairs integer[] not null,
      head tsvector,
      words jsonb,
      primary key (kind, id)
    )`.execute(db);
  await sql`
    insert into projection_rebuilds (name, requested_at)
    select 'search', now() where exists (select 1 from search)
    on conflict (name) do update set requested_at = excluded.requested_at, requested_by = null,
      started_at = null, finished_at = null, events = null, error = null
    where projection_rebuilds.finished_at is not null or projection_rebuilds.error is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table search_set_aside`.execute(db);
  await sql`drop table search_authors`.execute(db);
  await sql`alter table member_standing drop column stopped`.execute(db);
  await sql`alter table replies drop column author_stopped`.execute(db);
  await sql`alter table posts drop column author_stopped`.execute(db);
}
