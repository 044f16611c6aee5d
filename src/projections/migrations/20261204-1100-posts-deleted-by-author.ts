import { type Kysely, sql } from 'kysely';

// A post its author deleted while it had replies stays as a placeholder (its words blanked) so
// that its page still shows the replies; `deleted_at` marks it, and every list leaves it out.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table posts add column deleted_at timestamptz`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table posts drop column deleted_at`.execute(db);
}
