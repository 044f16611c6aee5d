import { type Kysely, sql } from 'kysely';

// Numeric topic ids: posts carry them as their categories.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create sequence topic_id_seq as integer`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop sequence topic_id_seq`.execute(db);
}
