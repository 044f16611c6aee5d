import { type Kysely, sql } from 'kysely';

// The projector runs its projections in lanes, each with its read-through row ('*pages',
// '*search', …). The one row of the single runner before lanes ('*') is read by nobody now: it
// goes, so the checkpoints an administrator reads are all live ones. The lanes write theirs anew.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`delete from projection_checkpoints where name = '*'`.execute(db);
}

export async function down(): Promise<void> {
  // Nothing to put back: the single runner wrote its row again on its first batch.
}
