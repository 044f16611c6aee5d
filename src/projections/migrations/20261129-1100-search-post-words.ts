import { type Kysely, sql } from 'kysely';

// The words each post added to `search_words`, so that a removed post takes them away again: the
// lookup then holds only words of posts on the site, and a rebuild from a history whose removed
// texts were erased (a deleted account's) finds the same lookup as the live projection.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table search_post_words (
      kind text not null,
      id integer not null,
      words jsonb not null,
      primary key (kind, id)
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table search_post_words`.execute(db);
}
