import { type Kysely, sql } from 'kysely';

// Wrong guesses no longer burn a reset code (a stranger could void the owner's emailed link with
// them); the rate limits hold guessing back instead, so the count of attempts has no use.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table reset_codes drop column attempts`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table reset_codes add column attempts integer not null default 0`.execute(db);
}
