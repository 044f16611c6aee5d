import { type Kysely, sql } from 'kysely';

// Members' notifications, and what the notifications projection keeps to decide who gets one:
// every post's author and title, and who follows whom. It keeps its own copies (rather than
// reading the posts or saved-items tables) so that rebuilding it alone gives the same rows.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table notifications (
      uid integer not null,
      id text not null,
      kind text not null,
      actor_id integer not null,
      actor_name text not null,
      item_kind text not null,
      item_id integer not null,
      item_title text not null,
      created_at timestamptz not null,
      read_at timestamptz,
      primary key (uid, id)
    )`.execute(db);
  await sql`create index notifications_newest on notifications (uid, created_at desc)`.execute(db);
  // A removed answer or comment, or a removed post, takes its notifications with it.
  await sql`create index notifications_cause on notifications (id)`.execute(db);
  await sql`create index notifications_item on notifications (item_kind, item_id)`.execute(db);
  await sql`
    create table notification_posts (
      kind text not null,
      id integer not null,
      author_id integer not null,
      title text not null,
      primary key (kind, id)
    )`.execute(db);
  await sql`
    create table notification_follows (
      expert_uid integer not null,
      uid integer not null,
      primary key (expert_uid, uid)
    )`.execute(db);
  await sql`create table notification_preferences (uid integer primary key, weekly_digest boolean not null)`.execute(
    db,
  );
  // One row per member and ISO week whose digest was sent: the record that keeps it to one.
  await sql`
    create table notification_digests (
      uid integer not null,
      week text not null,
      notifications integer not null,
      sent_at timestamptz not null,
      primary key (uid, week)
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'notification_digests',
    'notification_preferences',
    'notification_follows',
    'notification_posts',
    'notifications',
  ]) {
    await sql`drop table ${sql.table(table)}`.execute(db);
  }
}
