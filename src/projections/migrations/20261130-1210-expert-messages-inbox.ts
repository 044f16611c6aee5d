import { type Kysely, sql } from 'kysely';

// Messages from the Experts page join the administrators' inbox, with where the visitor looks for an expert.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table admin_messages drop constraint admin_messages_kind_check`.execute(db);
  await sql`alter table admin_messages add constraint admin_messages_kind_check check (kind in ('contact', 'bug', 'expert'))`.execute(
    db,
  );
  await sql`alter table admin_messages add column location text`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from admin_messages where kind = 'expert'`.execute(db);
  await sql`alter table admin_messages drop column location`.execute(db);
  await sql`alter table admin_messages drop constraint admin_messages_kind_check`.execute(db);
  await sql`alter table admin_messages add constraint admin_messages_kind_check check (kind in ('contact', 'bug'))`.execute(
    db,
  );
}
