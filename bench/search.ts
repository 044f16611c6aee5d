/**
 * Benchmark 7: search on a generated corpus of `searchItems` posts (bench/lib/search-corpus.ts),
 * appended to the event store as post events in large batches.
 * - Indexing: a rebuild of the search projection (rebuildProjection) over the whole corpus, in
 *   items per second, against plain multi-row INSERTs of the same rows (the same document
 *   computed) into a copy of the `search` table.
 * - Searching: GET /api/search through the real app with `searchConnections` clients, cycling
 *   through varied searches (one word, two words, a phrase, misspellings, an exclusion, other
 *   kinds and pages); p50/p99 against the same SQL run directly on a pg pool at the same
 *   concurrency, in alternating rounds. Target: p99 under 30 ms.
 */
import { sql } from 'kysely';
import { POST_KINDS } from '../src/contracts/content';
import { SEARCH_COUNT_CAP, type SearchResults } from '../src/contracts/search';
import type { GlobalPosition } from '../src/infra/event-store/event-store.port';
import { comparePositions, type EventStore } from '../src/infra/event-store/event-store.port';
import type { SqlDatabase } from '../src/infra/sql/database';
import type { ReadModel } from '../src/projections/read-model';
import { EVENT_STORE, SQL_DATABASE } from '../src/infra/tokens';
import { ProjectionProgress } from '../src/projections/progress';
import { rebuildProjection } from '../src/projections/runner';
import { DOCUMENT, searchProjection } from '../src/projections/search/search.projection';
import { settle } from './lib/appends';
import { startBenchApp } from './lib/app';
import { type Benchmark, fmt, median, ms, percentile, ratioResult, runIfMain, SETTINGS, timed } from './lib/harness';
import { appVsDirect, latency } from './lib/app-vs-direct';
import { type BareServer, startBarePostsServer } from './lib/bare-posts-server';
import { checkLoad, type LoadResult, runLoad } from './lib/load';
import { SearchCorpus } from './lib/search-corpus';
import { DirectSearch, type Search } from './lib/search-direct';

export const TARGET_P99_MS = 30;
export const TARGET_INDEX_RATIO = 0.5;
export const TARGET_LATENCY_RATIO = 0.5;
const APPEND_BATCH = 500;
const WRITERS = 4;
const BASELINE_ROWS_PER_INSERT = 1_000;

/** What people type: common and rare words, pairs, a phrase, misspellings, exclusions; several kinds and pages. */
const SEARCHES: Search[] = [
  { terms: 'divorce', kind: 'articles', page: 1 },
  { terms: 'custody', kind: 'articles', page: 1 },
  { terms: 'narcissist', kind: 'books', page: 1 },
  { terms: 'grandparents visitation', kind: 'articles', page: 1 },
  { terms: '"parenting plan"', kind: 'articles', page: 1 },
  { terms: 'custdy', kind: 'qnas', page: 1 },
  { terms: 'mediation -lawyer', kind: 'articles', page: 1 },
  { terms: 'selling house', kind: 'articles', page: 2 },
  { terms: 'portland', kind: 'videos', page: 1 },
  { terms: 'divorse lawyr', kind: 'articles', page: 1 },
  { terms: 'alimony', kind: 'qnas', page: 3 },
  { terms: 'dating after divorce', kind: 'articles', page: 1 },
  { terms: 'therapist anxiety', kind: 'videos', page: 1 },
  { terms: '"child support" -court', kind: 'articles', page: 1 },
  { terms: 'stepfamily', kind: 'books', page: 1 },
  { terms: 'divorce', kind: 'qnas', page: 2 },
];

const path = (s: Search) => `/api/search?${new URLSearchParams({ q: s.terms, kind: s.kind, page: String(s.page) })}`;
const label = (s: Search) => `${s.terms} (${s.kind}, page ${s.page})`;

/** Appends the corpus as post events, WRITERS appends of APPEND_BATCH at a time; the last position. */
async function fill(store: EventStore, corpus: SearchCorpus, total: number): Promise<GlobalPosition> {
  let made = 0;
  let last: GlobalPosition | null = null;
  await Promise.all(
    Array.from({ length: WRITERS }, async (_, w) => {
      for (let stream = 0; made < total; stream++) {
        const events = [];
        for (; events.length < APPEND_BATCH && made < total; made++) events.push(corpus.toEvent(corpus.next()));
        // The posts carry their ids; the stream only holds them (a post's own stream is not needed here).
        const { position } = await store.appendToStream(`bench-search-${w}-${stream}`, events, 'no_stream');
        if (!last || comparePositions(position, last) > 0) last = position;
      }
    }),
  );
  return last!;
}

/** The rebuild's rows inserted plainly into `search_baseline`: the same document, no projection around it. */
async function insertBaseline(database: SqlDatabase<ReadModel>, total: number): Promise<void> {
  const corpus = new SearchCorpus();
  for (let done = 0; done < total; done += BASELINE_ROWS_PER_INSERT) {
    const rows = [];
    for (let i = 0; i < BASELINE_ROWS_PER_INSERT && done + i < total; i++) {
      const { kind, data } = corpus.next();
      rows.push({
        kind,
        id: data.id,
        posted_at: data.postedAt,
        title: data.title,
        tags: data.tags.join('\n'),
        body: data.body,
      });
    }
    await sql`
      insert into search_baseline (kind, id, posted_at, document)
      select kind, id, posted_at, ${DOCUMENT}
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as r(kind text, id integer, posted_at timestamptz, title text, tags text, body text)`.execute(database.db);
  }
}

/** The app and the direct SQL must find the same posts, or the baseline measures something else. */
async function sameAnswers(base: string, direct: DirectSearch): Promise<string[]> {
  const notes: string[] = [];
  for (const search of SEARCHES) {
    const response = await fetch(base + path(search));
    if (response.status !== 200)
      throw new Error(`GET ${path(search)} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
    const app = (await response.json()) as Pick<SearchResults, 'counts' | 'countsAreLowerBounds'> & {
      results: { items: { id: number }[] };
    };
    const own = await direct.search(search);
    const appIds = app.results.items.map((item) => item.id);
    // The direct SQL's count is what the statement read (at most one past the cap, or a lexeme's count).
    const ownCount = own.counts[search.kind] ?? 0;
    if (
      JSON.stringify(appIds) !== JSON.stringify(own.ids) ||
      app.counts[search.kind] !== Math.min(ownCount, SEARCH_COUNT_CAP) ||
      app.countsAreLowerBounds[search.kind] !== ownCount > SEARCH_COUNT_CAP
    ) {
      throw new Error(
        `${label(search)}: the app and the direct SQL answer differently: ${JSON.stringify(app.counts)} ${appIds} / ${JSON.stringify(own.counts)} ${own.ids}`,
      );
    }
    if (appIds.length === 0)
      throw new Error(`${label(search)} finds nothing in the corpus: the search measures nothing`);
    const shown = POST_KINDS.map(
      (kind) => `${kind} ${fmt(app.counts[kind])}${app.countsAreLowerBounds[kind] ? '+' : ''}`,
    );
    notes.push(`${search.terms}: ${shown.join(', ')}`);
  }
  return notes;
}

export const searchBench: Benchmark = async ({ log }) => {
  const total = SETTINGS.searchItems;
  const connections = SETTINGS.searchConnections;
  const started = await startBenchApp(log);
  let direct: DirectSearch | null = null;
  let bare: BareServer | null = null;
  try {
    const { app, base } = started;
    const store = app.get<EventStore>(EVENT_STORE);
    const database = app.get<SqlDatabase<ReadModel>>(SQL_DATABASE);
    const corpus = new SearchCorpus();

    // The live projectors index the corpus as it arrives.
    const filled = await timed(() => fill(store, corpus, total));
    log(`appended ${fmt(total)} post events in ${filled.seconds.toFixed(1)} s (${fmt(total / filled.seconds)} ev/s)`);
    const ids = corpus.lastIds();
    await sql`select setval('article_id_seq', ${ids.articles + 1}), setval('book_id_seq', ${ids.books + 1}),
      setval('video_id_seq', ${ids.videos + 1}), setval('question_id_seq', ${ids.qnas + 1})`.execute(database.db);
    const live = await timed(() => app.get(ProjectionProgress).waitFor(filled.value, 1_800_000));
    if (!live.value) throw new Error('the read models did not catch up with the corpus');
    log(`every read model caught up ${live.seconds.toFixed(1)} s after the last append`);

    // Indexing: the search projection rebuilt from the store, then the same rows inserted plainly.
    await settle(database.db);
    const rebuild = await timed(() => rebuildProjection(store, database.db, searchProjection));
    const rebuildRate = total / rebuild.seconds;
    log(
      `search projection rebuilt over ${fmt(rebuild.value)} events in ${rebuild.seconds.toFixed(1)} s (${fmt(rebuildRate)} items/s)`,
    );
    await sql`create table search_baseline (like search including all)`.execute(database.db);
    await settle(database.db);
    const baseline = await timed(() => insertBaseline(database, total));
    const baselineRate = total / baseline.seconds;
    log(`plain INSERT of the same rows: ${baseline.seconds.toFixed(1)} s (${fmt(baselineRate)} rows/s)`);
    await sql`drop table search_baseline`.execute(database.db);
    await settle(database.db);
    const sizes = await sql<{ words: number; lexemes: number }>`
      select (select count(*)::int from search_words) as words, (select count(distinct lexeme)::int from search_lexemes) as lexemes`.execute(
      database.db,
    );

    // Searching.
    direct = new DirectSearch(started.database.url, connections, database.db);
    const found = await sameAnswers(base, direct);
    const requests = SEARCHES.map((s) => ({ method: 'GET' as const, path: path(s) }));
    const perSearch = new Map<string, number[]>();
    const {
      appRuns,
      directRuns,
      app: viaApp,
      direct: viaSql,
    } = await appVsDirect({
      name: 'search',
      base,
      connections,
      seconds: SETTINGS.searchSeconds,
      requests,
      log,
      measureDirect: async (seconds) => {
        const measured = await direct!.measure(SEARCHES, connections, seconds);
        for (const [key, samples] of measured.byTerms) perSearch.set(key, [...(perSearch.get(key) ?? []), ...samples]);
        return measured.all;
      },
    });
    const [appP50, appP99, sqlP50, sqlP99] = [viaApp.p50, viaApp.p99, viaSql.p50, viaSql.p99];
    // The same searches through a bare Fastify handler running the app's own queries.
    bare = await startBarePostsServer(started.database.url);
    const bareRuns: LoadResult[] = [];
    for (let round = 1; round <= SETTINGS.rounds; round++) {
      const run = await runLoad({ url: bare.base, connections, seconds: SETTINGS.searchSeconds, requests });
      checkLoad(`bare search round ${round}`, run);
      bareRuns.push(run);
      log(`round ${round}: bare Fastify ${latency(run)} (${fmt(run.rps)} req/s)`);
    }
    const bareRps = median(bareRuns.map((r) => r.rps));
    const bareP99 = median(bareRuns.map((r) => r.p99));
    const appRps = median(appRuns.map((r) => r.rps));
    const slowest = [...perSearch]
      .map(([key, samples]) => ({ key, p50: percentile(samples, 50), p99: percentile(samples, 99) }))
      .sort((a, b) => b.p99 - a.p99);
    const title = `search (${fmt(total)} items, ${connections} connections)`;
    return [
      ratioResult({
        id: 'search-index',
        title: `search indexing (${fmt(total)} items)`,
        result: `${fmt(rebuildRate)} items/s (${rebuild.seconds.toFixed(1)} s)`,
        baseline: `INSERT ${fmt(baselineRate)} rows/s`,
        ratio: rebuildRate / baselineRate,
        target: TARGET_INDEX_RATIO,
        details: [
          `rebuildProjection(search) over ${fmt(total)} post events; baseline: multi-row INSERTs (${fmt(BASELINE_ROWS_PER_INSERT)} rows each) computing the same document into a copy of the table with its index; the projection also writes the head, lexeme counts and words`,
          `corpus: ${fmt(sizes.rows[0]!.words)} distinct words, ${fmt(sizes.rows[0]!.lexemes)} lexemes; appended at ${fmt(total / filled.seconds)} ev/s in ${APPEND_BATCH}-event appends; the live projections caught up ${live.seconds.toFixed(1)} s after the last append`,
        ],
      }),
      ratioResult({
        id: 'search-p99',
        title: `${title} p99`,
        result: `p99 ${ms(appP99)} (p50 ${ms(appP50)})`,
        baseline: `direct SQL p99 ${ms(sqlP99)} (p50 ${ms(sqlP50)})`,
        ratio: TARGET_P99_MS / appP99,
        target: 1,
        targetText: `p99 <= ${TARGET_P99_MS} ms, i.e. ${TARGET_P99_MS}/p99 >= 1x`,
        details: [
          `${SEARCHES.length} searches in turn, matches by kind (counted up to ${fmt(SEARCH_COUNT_CAP)}): ${found.join('; ')}`,
          `per round, app: ${appRuns.map((r) => latency(r)).join('; ')}; direct SQL: ${directRuns.map((r) => latency(r)).join('; ')}`,
          `direct SQL by search, slowest first: ${slowest.map((s) => `${s.key} ${latency(s)}`).join('; ')}`,
        ],
      }),
      ratioResult({
        id: 'search-bare',
        title: `${title} app vs bare Fastify`,
        result: `${fmt(appRps)} req/s, p99 ${ms(appP99)}`,
        baseline: `bare Fastify ${fmt(bareRps)} req/s, p99 ${ms(bareP99)}`,
        ratio: appRps / bareRps,
        target: TARGET_LATENCY_RATIO,
        details: [
          `bare Fastify runs SearchQueries on a pool like the app's, with no Nest, hooks or validation; per round: ${bareRuns.map((r) => `${latency(r)} at ${fmt(r.rps)} req/s`).join('; ')}`,
        ],
      }),
      ratioResult({
        id: 'search-ratio',
        title: `${title} app vs direct SQL`,
        result: `app p99 ${ms(appP99)}`,
        baseline: `direct SQL p99 ${ms(sqlP99)}`,
        ratio: sqlP99 / appP99,
        target: TARGET_LATENCY_RATIO,
        details: [
          `the same statements, compiled by the same builders, on a pg pool of ${connections} at the same concurrency; median of ${SETTINGS.rounds} alternating rounds of ${SETTINGS.searchSeconds} s`,
        ],
      }),
    ];
  } finally {
    await direct?.close();
    await bare?.close();
    await started.close();
  }
};

runIfMain(module, searchBench);
