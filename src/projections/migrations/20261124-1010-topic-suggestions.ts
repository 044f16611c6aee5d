import { type Kysely, sql } from 'kysely';

// Topic pages filter posts by category (`categories @> '[id]'`, answered by the GIN index); the
// combined listing of the latest items orders every kind together. Suggested categories: every
// suggestion ever filed, open until an administrator approves or denies it.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index posts_categories on posts using gin (categories jsonb_path_ops)`.execute(db);
  await sql`create index posts_newest_all on posts (posted_at desc, id desc)`.execute(db);
  await sql`
    create table topic_suggestions (
      id integer primary key,
      topic text not null,
      suggested_by integer not null,
      suggested_at timestamptz not null,
      item_kind text not null,
      item_id integer not null,
      path text not null,
      status text not null check (status in ('open', 'approved', 'denied')),
      handled_at timestamptz
    )`.execute(db);
  await sql`create index topic_suggestions_open on topic_suggestions (suggested_at, id) where status = 'open'`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table topic_suggestions`.execute(db);
  await sql`drop index posts_newest_all`.execute(db);
  await sql`drop index posts_categories`.execute(db);
}
