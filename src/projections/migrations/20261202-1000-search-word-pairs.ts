import { type Kysely, sql } from 'kysely';

const KINDS = ['articles', 'books', 'videos', 'qnas'];

// Word pairs (see projections/search/word-pairs.ts): each post's adjacent lexemes, as hashes of
// "lexeme lexeme" (hashtext), under a GIN index by kind: a phrase's posts are those its words and
// its pairs find in the indexes, and only their documents are read back to check the phrase.
// Hashed, the pairs are a few hundred bytes a row and a small index (integer keys).
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
    await sql`create index ${sql.id(`search_pairs_${kind}`)} on search using gin (pairs) where kind = ${sql.lit(kind)}`.execute(
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
    await sql`drop index ${sql.id(`search_pairs_${kind}`)}`.execute(db);
  }
  await sql`alter table search drop column pairs`.execute(db);
}
