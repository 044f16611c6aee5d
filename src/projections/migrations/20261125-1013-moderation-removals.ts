import { type Kysely, sql } from 'kysely';

// Resolving violation reports, and removed content. A report's status becomes 'dismissed' or
// 'removed', with when.
// Removed posts and replies leave their tables, so no list, page, count or search can show them;
// what their authors still see in their history (marked removed) moves to removed_posts and
// removed_replies.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table violation_reports add column resolved_at timestamptz`.execute(db);
  // Removing a post resolves the open reports of its comments or answers too.
  await sql`create index violation_reports_parent on violation_reports (parent_kind, parent_id) where status = 'open'`.execute(
    db,
  );
  await sql`
    create table removed_posts (
      kind text not null,
      id integer not null,
      author_id integer not null,
      title text not null,
      posted_at timestamptz not null,
      removed_at timestamptz not null,
      primary key (kind, id)
    )`.execute(db);
  await sql`create index removed_posts_author on removed_posts (author_id, posted_at desc)`.execute(db);
  await sql`
    create table removed_replies (
      kind text not null,
      id integer not null,
      parent_kind text not null,
      parent_id integer not null,
      author_id integer not null,
      text text not null,
      added_at timestamptz not null,
      removed_at timestamptz not null,
      primary key (kind, id)
    )`.execute(db);
  await sql`create index removed_replies_author on removed_replies (author_id, added_at desc)`.execute(db);
  // A removed post leaves every member's saved items.
  await sql`create index saved_items_item on saved_items (type, item_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index saved_items_item`.execute(db);
  await sql`drop table removed_replies, removed_posts`.execute(db);
  await sql`drop index violation_reports_parent`.execute(db);
  await sql`alter table violation_reports drop column resolved_at`.execute(db);
}
