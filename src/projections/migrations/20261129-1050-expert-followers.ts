import { type Kysely, sql } from 'kysely';

// Who follows each expert, beside the experts table: a deleted account's follows leave the count by
// recounting these rows, which gives the same number whether or not its (deleted) follow events had
// been projected. Filled from the bookmarks, which hold every current follow.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table expert_followers (
      expert_uid integer not null,
      follower_uid integer not null,
      primary key (expert_uid, follower_uid)
    )`.execute(db);
  await sql`create index expert_followers_follower on expert_followers (follower_uid)`.execute(db);
  await sql`
    insert into expert_followers (expert_uid, follower_uid)
    select item_id::integer, uid from saved_items where type = 'experts' and item_id ~ '^[1-9][0-9]{0,9}$'
    on conflict do nothing`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table expert_followers`.execute(db);
}
