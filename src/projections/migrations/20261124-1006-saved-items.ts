import { type Kysely, sql } from 'kysely';

// A member's bookmarks. `item_id` is text: posts are saved by number, experts (later) by slug.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table saved_items (
      uid integer not null,
      type text not null,
      item_id text not null,
      title text not null,
      saved_at timestamptz not null,
      primary key (uid, type, item_id)
    )`.execute(db);
  await sql`create index saved_items_newest on saved_items (uid, saved_at desc)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table saved_items`.execute(db);
}
