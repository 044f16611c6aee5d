import { type Kysely, sql } from 'kysely';

// Search: one row per post in `search`, with a stored document weighted title (A) over tags (B)
// over body (C), english configuration (see the search projection), under a GIN index: what a
// search matches and counts.
// `search_heads` keeps the title and tags alone in a narrow table, one GIN index per kind: posts
// whose head matches rank first, and a narrow table makes ranking them cheap even when a common
// word is in thousands of titles.
// `search_lexemes` counts the posts of each kind that hold a lexeme, so that a one-word search
// (the common case, and the one that can match most of the site) is counted without a scan.
// `search_words` holds the words of the indexed text under a trigram index, so that a misspelt
// search word can be replaced by the nearest word the site knows.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  // Only what a search needs to match, count and rank: titles, bylines and the texts for the
  // headlines are read from the posts table for the page's rows. The narrower the rows, the fewer
  // pages a count of a common word's matches visits.
  await sql`
    create table search (
      kind text not null,
      id integer not null,
      posted_at timestamptz not null,
      document tsvector not null,
      primary key (kind, id)
    )`.execute(db);
  await sql`create index search_document on search using gin (document)`.execute(db);
  // Phrases, exclusions and ranking read documents back: lz4 unpacks them several times faster
  // than the default, where the server has it (PGlite does not).
  await sql`
    do $$ begin
      if exists (select 1 from pg_settings where name = 'default_toast_compression' and 'lz4' = any (enumvals)) then
        alter table search alter column document set compression lz4;
      end if;
    end $$`.execute(db);
  await sql`
    create table search_heads (
      kind text not null,
      id integer not null,
      posted_at timestamptz not null,
      head tsvector not null,
      primary key (kind, id)
    )`.execute(db);
  for (const kind of ['articles', 'books', 'videos', 'qnas']) {
    await sql`create index ${sql.id(`search_heads_${kind}`)} on search_heads using gin (head) where kind = ${sql.lit(kind)}`.execute(
      db,
    );
  }
  await sql`
    create table search_lexemes (
      lexeme text not null,
      kind text not null,
      documents integer not null,
      primary key (lexeme, kind)
    )`.execute(db);
  await sql`
    create table search_words (
      word text primary key,
      documents integer not null
    )`.execute(db);
  await sql`create index search_words_trigrams on search_words using gin (word gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table search_words`.execute(db);
  await sql`drop table search_lexemes`.execute(db);
  await sql`drop table search_heads`.execute(db);
  await sql`drop table search`.execute(db);
}
