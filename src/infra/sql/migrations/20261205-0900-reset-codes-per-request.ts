import { type Kysely, sql } from 'kysely';

// One code per request instead of one per account: a code emailed earlier keeps working after a
// later request, so requests that race (or a stranger's) never leave the newest email void.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table reset_codes drop constraint reset_codes_pkey`.execute(db);
  await sql`alter table reset_codes add primary key (user_id, code_hash)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  // Codes live 30 minutes; dropping those pending only asks their owners to request new ones.
  await sql`delete from reset_codes`.execute(db);
  await sql`alter table reset_codes drop constraint reset_codes_pkey`.execute(db);
  await sql`alter table reset_codes add primary key (user_id)`.execute(db);
}
