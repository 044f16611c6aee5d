import { type Kysely, sql } from 'kysely';

// Numeric ids for content URLs, one sequence per kind (as user_id_seq for accounts).
export async function up(db: Kysely<any>): Promise<void> {
  for (const name of ['article_id_seq', 'book_id_seq', 'video_id_seq', 'question_id_seq']) {
    await sql`create sequence ${sql.raw(name)} as integer`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop sequence article_id_seq, book_id_seq, video_id_seq, question_id_seq`.execute(db);
}
