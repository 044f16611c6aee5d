import { type Kysely, sql } from 'kysely';

// Numeric ids of suggested categories: each suggestion's stream is `category-suggestion-{id}`.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create sequence category_suggestion_id_seq as integer`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop sequence category_suggestion_id_seq`.execute(db);
}
