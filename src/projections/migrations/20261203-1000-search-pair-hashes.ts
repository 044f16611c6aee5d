import { type Kysely, sql } from 'kysely';

// Word pairs are stored as pairHash of their lexemes' hashtext (see projections/search/word-pairs.ts)
// instead of hashtext of the pair's text: the projection combines two numbers it keeps per word
// instead of hashing a string per pair in SQL. Posts indexed before hold the old terms: the
// projector replays the search projection once (an empty site has nothing to replay), also when a
// rebuild of it ran before.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    insert into projection_rebuilds (name, requested_at)
    select 'search', now() where exists (select 1 from search)
    on conflict (name) do update set requested_at = excluded.requested_at, requested_by = null,
      started_at = null, finished_at = null, events = null, error = null
    where projection_rebuilds.finished_at is not null or projection_rebuilds.error is not null`.execute(db);
}

export async function down(): Promise<void> {
  // The old terms come back only by a rebuild with the old projection, which its own migration asks for.
}
