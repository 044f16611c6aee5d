import { type Kysely, sql } from 'kysely';

// An author's edit that adds a topic tells that topic's watchers: the projection keeps each post's
// topics, to tell the ones an edit adds from those it had. Old posts' topics come from a replay of
// the notifications projection (an empty site has nothing to replay), also when a rebuild of it ran before.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table notification_posts add column categories jsonb not null default '[]'`.execute(db);
  await sql`
    insert into projection_rebuilds (name, requested_at)
    select 'notifications', now() where exists (select 1 from notification_posts)
    on conflict (name) do update set requested_at = excluded.requested_at, requested_by = null,
      started_at = null, finished_at = null, events = null, error = null
    where projection_rebuilds.finished_at is not null or projection_rebuilds.error is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table notification_posts drop column categories`.execute(db);
}
