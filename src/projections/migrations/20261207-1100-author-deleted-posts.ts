import { type Kysely, sql } from 'kysely';

// What its author deleted without replies leaves no row in posts: its page would say "Whoops!" to a
// reader who comes back to it. The posts projection keeps a tombstone instead (what, which, when:
// no author, no words), so that the page says it was removed by its author. The posts deleted
// before this come from a replay of the posts projection (a site where no author deleted anything
// has nothing to replay), also when a rebuild of it ran before.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table author_deleted_posts (
      kind text not null,
      id integer not null,
      deleted_at timestamptz not null,
      primary key (kind, id)
    )`.execute(db);
  await sql`
    insert into projection_rebuilds (name, requested_at)
    select 'posts', now() where exists (select 1 from audit_events where type = 'PostDeletedByAuthor')
    on conflict (name) do update set requested_at = excluded.requested_at, requested_by = null,
      started_at = null, finished_at = null, events = null, error = null
    where projection_rebuilds.finished_at is not null or projection_rebuilds.error is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table author_deleted_posts`.execute(db);
}
