import { type Kysely, sql } from 'kysely';

const KINDS = ['articles', 'books', 'videos', 'qnas'];

// Word pairs (see projections/search/word-pairs.ts): each post's adjacent lexemes, as hashes of
// "lexeme lexeme" (hashtext), kept in the row without an index of their own: a phrase's posts are
// found through the document index by its words (no positions needed), and only those that hold
// its pairs have their document read back to check the phrase. A few hundred bytes a row, where a
// second index would cost the indexing as much again.
// The document index is split by kind, as the heads' is: a tab's count reads its own kind's
// matches only, and stops one past the cap (a single index would hand every kind's matches to
// each of the four counts). The indexes hold the same entries as the one they replace.
// Posts indexed before have no pairs yet: the projector replays the search projection once (an
// empty site has nothing to replay).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table search add column pairs integer[] not null default '{}'`.execute(db);
  for (const kind of KINDS) {
    await sql`create index ${sql.id(`search_document_${kind}`)} on search using gin (document) where kind = ${sql.lit(kind)}`.execute(
      db,
    );
  }
  await sql`drop index search_document`.execute(db);
  await sql`
    insert into projection_rebuilds (name, requested_at)
    select 'search', now() where exists (select 1 from search)
    on conflict (name) do nothing`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`create index search_document on search using gin (document)`.execute(db);
  for (const kind of KINDS) {
    await sql`drop index ${sql.id(`search_document_${kind}`)}`.execute(db);
  }
  await sql`alter table search drop column pairs`.execute(db);
}
