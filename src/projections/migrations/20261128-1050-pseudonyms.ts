import { type Kysely, sql } from 'kysely';

// Items posted under a pseudonym, and their authors' replies on them, are in the public read tables
// without an author (author_id null, the alias as the name): no query can hand out, filter by or
// join on who wrote them. Who did is kept apart in `pseudonymous_authors`, which only the author's
// own history reads; administrators' Database screen does not list it (unmasking is the way).
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['posts', 'replies', 'removed_posts', 'removed_replies']) {
    await sql`alter table ${sql.table(table)} alter column author_id drop not null`.execute(db);
  }
  await sql`
    create table pseudonymous_authors (
      kind text not null,
      id integer not null,
      author_id integer not null,
      pseudonym integer not null,
      primary key (kind, id)
    )`.execute(db);
  await sql`create index pseudonymous_authors_author on pseudonymous_authors (author_id)`.execute(db);
  // A waiting draft that asked for a pseudonym says so on the administrators' Anonymous Content list.
  await sql`alter table drafts add column pseudonymous boolean not null default false`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table drafts drop column pseudonymous`.execute(db);
  await sql`drop table pseudonymous_authors`.execute(db);
}
