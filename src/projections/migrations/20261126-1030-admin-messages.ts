import { type Kysely, sql } from 'kysely';

// The administrators' inbox: Contact Us messages and bug reports, newest first, unread counted.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table admin_messages (
      id text primary key,
      kind text not null check (kind in ('contact', 'bug')),
      name text,
      email text,
      message text not null,
      page text,
      user_agent text,
      reporter_id integer,
      received_at timestamptz not null,
      read_at timestamptz
    )`.execute(db);
  await sql`create index admin_messages_newest on admin_messages (received_at desc, id desc)`.execute(db);
  await sql`create index admin_messages_unread on admin_messages (kind) where read_at is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table admin_messages`.execute(db);
}
