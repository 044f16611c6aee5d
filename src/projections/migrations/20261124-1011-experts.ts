import { type Kysely, sql } from 'kysely';

// One row per user whose role is Expert. `slug` stays null until the profile is first saved;
// `city` and `state` (two-letter code) come from the zip when the projection applies it.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table experts (
      uid integer primary key,
      slug text unique,
      username text not null,
      email text not null,
      title text,
      bio text,
      img text,
      zip text,
      city text,
      state text,
      start_year integer,
      categories jsonb not null default '[]',
      followers integer not null default 0,
      member_since timestamptz not null
    )`.execute(db);
  await sql`create index experts_state on experts (state)`.execute(db);
  await sql`create index experts_zip on experts (zip)`.execute(db);
  await sql`create index experts_categories on experts using gin (categories jsonb_path_ops)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table experts`.execute(db);
}
