import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table replies (
      kind text not null,
      id integer not null,
      parent_kind text not null,
      parent_id integer not null,
      author_id integer not null,
      author_name text not null,
      author_role text not null,
      text text not null,
      vote integer not null default 0,
      added_at timestamptz not null,
      primary key (kind, id)
    )`.execute(db);
  await sql`create index replies_parent on replies (parent_kind, parent_id, vote desc, added_at, id)`.execute(db);
  await sql`create index replies_author on replies (author_id, added_at desc)`.execute(db);
  await sql`
    create table reply_votes (
      kind text not null,
      id integer not null,
      voter_id integer not null,
      vote smallint not null,
      primary key (kind, id, voter_id)
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table reply_votes, replies`.execute(db);
}
