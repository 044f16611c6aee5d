import { type Kysely, sql } from 'kysely';

// The reports queue shows why a member reported something. Reports filed before the Report dialog
// asked have no reason in their event, so they stay null and the queue shows none: no rebuild needed.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table violation_reports add column reason text`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table violation_reports drop column reason`.execute(db);
}
