import { type Kysely, sql } from 'kysely';

// Reports from enough members hide a post or reply from everyone but its author until a moderator looks.
// No event before this hid anything: every row starts shown, and no rebuild is needed.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table posts add column hidden_at timestamptz`.execute(db);
  await sql`alter table replies add column hidden_at timestamptz`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table posts drop column hidden_at`.execute(db);
  await sql`alter table replies drop column hidden_at`.execute(db);
}
