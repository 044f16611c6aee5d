import { type Kysely, sql } from 'kysely';

// Members edit their own posts, comments and answers: the item shows when it was last edited, and
// every version (the original included) is kept for its revisions page. No event edited anything
// before this, so the new columns start empty and the revisions projection fills its table from the
// start of the history like any new projection.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table posts add column edited_at timestamptz`.execute(db);
  await sql`alter table replies add column edited_at timestamptz`.execute(db);
  await sql`
    create table revisions (
      kind text not null,
      id integer not null,
      revision bigint not null,
      parent_kind text,
      parent_id integer,
      title text,
      body text not null,
      tags jsonb not null,
      media text,
      revised_at timestamptz not null,
      primary key (kind, id, revision)
    )`.execute(db);
  await sql`create index revisions_parent on revisions (parent_kind, parent_id) where parent_kind is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table revisions`.execute(db);
  await sql`alter table replies drop column edited_at`.execute(db);
  await sql`alter table posts drop column edited_at`.execute(db);
}
