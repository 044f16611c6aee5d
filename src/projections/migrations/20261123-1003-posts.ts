import { type Kysely, sql } from 'kysely';

// Articles, books, videos and questions in one table keyed (kind, id); `reply_count` is kept by the
// conversations projection (comments for articles, books and videos; answers for questions).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table posts (
      kind text not null,
      id integer not null,
      author_id integer not null,
      author_name text not null,
      author_role text not null,
      title text not null,
      body text not null,
      tags jsonb not null,
      categories jsonb not null,
      media text,
      posted_at timestamptz not null,
      reply_count integer not null default 0,
      primary key (kind, id)
    )`.execute(db);
  await sql`create index posts_newest on posts (kind, posted_at desc, id desc)`.execute(db);
  await sql`create index posts_author on posts (author_id, posted_at desc)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table posts`.execute(db);
}
