import { type Kysely, sql } from 'kysely';

// Blocking a member: the blocks in force with the member behind each (sealed), and the replies a blocked
// member wrote to the blocker's posts, which only their author sees (no event before this blocked anyone).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table member_blocks (
      block_id text primary key,
      blocker_id integer not null,
      name text not null,
      from_kind text not null,
      from_id integer not null,
      blocked_id integer not null,
      blocked_alias_kind text,
      blocked_alias_id integer,
      blocker_alias_kind text,
      blocker_alias_id integer,
      blocked_at timestamptz not null
    )`.execute(db);
  await sql`create index member_blocks_blocker on member_blocks (blocker_id)`.execute(db);
  await sql`create index member_blocks_blocked on member_blocks (blocked_id)`.execute(db);
  await sql`alter table replies add column author_only boolean not null default false`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table replies drop column author_only`.execute(db);
  await sql`drop table member_blocks`.execute(db);
}
