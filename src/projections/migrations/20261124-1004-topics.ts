import { type Kysely, sql } from 'kysely';

// Topics: the categories posts carry (by id) and the pages /topic/{slug}; keywords map searches to them.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table topics (
      id integer primary key,
      slug text not null unique,
      name text not null,
      keywords text[] not null
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table topics`.execute(db);
}
