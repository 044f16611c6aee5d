import { type Kysely, sql } from 'kysely';

// The answer its asker chose as the best. A flag on the answer's row rather than an id on the
// question: the conversations projection owns the rows, and a question's page lists them best
// first, so the list's index leads with it.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table replies add column is_best boolean not null default false`.execute(db);
  await sql`drop index replies_parent`.execute(db);
  await sql`create index replies_parent on replies (parent_kind, parent_id, is_best desc, vote desc, added_at, id)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index replies_parent`.execute(db);
  await sql`create index replies_parent on replies (parent_kind, parent_id, vote desc, added_at, id)`.execute(db);
  await sql`alter table replies drop column is_best`.execute(db);
}
