import { type Kysely, sql } from 'kysely';

// Trust levels, items held for review and the blocklist (issue 44): the trust projection's tables.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table held_items (
      kind text not null,
      id integer not null,
      parent_kind text,
      parent_id integer,
      author_id integer not null,
      author_name text not null,
      pseudonymous boolean not null,
      title text,
      text text not null,
      reasons jsonb not null,
      -- 'held' (in the queue, seen by its author alone), 'approved' (published) or 'rejected'.
      review_state text not null,
      held_at timestamptz not null,
      reviewed_at timestamptz,
      primary key (kind, id)
    )`.execute(db);
  await sql`create index held_items_queue on held_items (review_state, held_at)`.execute(db);
  await sql`create index held_items_author on held_items (author_id, held_at desc)`.execute(db);
  await sql`
    create table member_standing (
      uid integer primary key,
      published_items integer not null default 0,
      approved_items integer not null default 0,
      upheld_reports integer not null default 0,
      level_set text
    )`.execute(db);
  // Who wrote each published item: a removal names only the item, the standing it lowers is its author's.
  await sql`
    create table standing_items (
      kind text not null,
      id integer not null,
      author_id integer not null,
      primary key (kind, id)
    )`.execute(db);
  await sql`
    create table blocklist (
      id uuid primary key,
      kind text not null,
      value text not null,
      reason text not null,
      added_at timestamptz not null
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table blocklist`.execute(db);
  await sql`drop table standing_items`.execute(db);
  await sql`drop table member_standing`.execute(db);
  await sql`drop table held_items`.execute(db);
}
