import { type Kysely, sql } from 'kysely';

// A new member's links show as plain text until a moderator approves the item. No event before this asked for it:
// every row starts with live links, and no rebuild is needed.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table posts add column links_plain boolean not null default false`.execute(db);
  await sql`alter table replies add column links_plain boolean not null default false`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table posts drop column links_plain`.execute(db);
  await sql`alter table replies drop column links_plain`.execute(db);
}
