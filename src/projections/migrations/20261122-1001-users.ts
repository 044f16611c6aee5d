import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table users (
      uid integer primary key,
      email text not null,
      username text not null,
      role text not null,
      gender text,
      state_reside text,
      marital_status text,
      num_children integer,
      tutorial_status smallint not null default 0,
      date_created timestamptz not null
    )`.execute(db);
  await sql`create index users_email on users (lower(email))`.execute(db);
  await sql`create index users_username on users (lower(username))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table users`.execute(db);
}
