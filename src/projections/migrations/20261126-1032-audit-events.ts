import { type Kysely, sql } from 'kysely';

// The event history for administrators: every event with its data and metadata, searchable by
// stream, type, actor and time, newest first (by its place in the global order).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table audit_events (
      event_id text primary key,
      position_commit bigint not null,
      position_prepare bigint not null,
      stream_id text not null,
      revision bigint not null,
      type text not null,
      actor_id integer,
      actor_role text,
      occurred_at timestamptz not null,
      data jsonb not null,
      metadata jsonb not null
    )`.execute(db);
  await sql`create index audit_events_newest on audit_events (position_commit desc, position_prepare desc)`.execute(db);
  await sql`create index audit_events_stream on audit_events (stream_id, position_commit desc, position_prepare desc)`.execute(
    db,
  );
  await sql`create index audit_events_type on audit_events (type, position_commit desc, position_prepare desc)`.execute(
    db,
  );
  await sql`create index audit_events_actor on audit_events (actor_id, position_commit desc, position_prepare desc)`.execute(
    db,
  );
  await sql`create index audit_events_time on audit_events (occurred_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table audit_events`.execute(db);
}
