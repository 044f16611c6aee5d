import { type Kysely, sql } from 'kysely';

// Frozen: a released migration is never edited; a change is a new migration.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table es_streams (
      stream_id text primary key,
      revision bigint not null
    )`.execute(db);
  await sql`
    create table es_events (
      global_position bigserial not null,
      stream_id text not null,
      stream_revision bigint not null,
      event_id uuid not null,
      type text not null,
      data jsonb not null,
      metadata jsonb not null,
      tx_id xid8 not null default pg_current_xact_id(),
      created_at timestamptz not null default now(),
      primary key (tx_id, global_position),
      constraint es_events_event_id_key unique (event_id),
      constraint es_events_stream_revision_key unique (stream_id, stream_revision)
    )`.execute(db);
  await sql`
    create table projection_checkpoints (
      name text primary key,
      commit_position bigint not null,
      prepare_position bigint not null,
      updated_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table projection_checkpoints, es_events, es_streams`.execute(db);
}
