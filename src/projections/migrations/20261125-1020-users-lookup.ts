import { type Kysely, sql } from 'kysely';

// The administrators' user lookup matches names and addresses by prefix (`like 'pat%'`), which the
// plain indexes on lower(...) cannot serve under a non-C collation; text_pattern_ops indexes can.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index users_username_prefix on users (lower(username) text_pattern_ops)`.execute(db);
  await sql`create index users_email_prefix on users (lower(email) text_pattern_ops)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index users_email_prefix`.execute(db);
  await sql`drop index users_username_prefix`.execute(db);
}
