import { type Kysely, sql } from 'kysely';

// Numeric ids for comments and answers, one sequence each (write side: a rebuild never resets them).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create sequence comment_id_seq as integer`.execute(db);
  await sql`create sequence answer_id_seq as integer`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop sequence answer_id_seq, comment_id_seq`.execute(db);
}
