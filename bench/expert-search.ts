/**
 * Benchmark 8: the location search of /experts with `experts` experts (bench/lib/expert-directory.ts)
 * spread over real US zip codes, written straight into the read tables.
 * - GET /api/experts/search through the real app with `searchConnections` clients, cycling through
 *   zips with experts, zips without (the rest of the state answers), and states by code and name,
 *   a second page among them; p50/p99 against the same SQL (the same builders) run directly on a pg
 *   pool at the same concurrency, in alternating rounds. Target: p99 under 30 ms.
 * - The plans: the zip, state and topic statements must use their indexes (EXPLAIN, in the notes).
 */
import { sql } from 'kysely';
import { lookupZip, stateCode } from '../src/infra/zip-codes';
import type { SqlDatabase } from '../src/infra/sql/database';
import type { ReadModel } from '../src/projections/read-model';
import { SQL_DATABASE } from '../src/infra/tokens';
import { inStateSql, inTopicSql, inZipSql } from '../src/projections/experts/expert-listings.sql';
import { startBenchApp } from './lib/app';
import { type Directory, insertExperts, usZips } from './lib/expert-directory';
import { type DirectExpertSearch, DirectExpertSearches } from './lib/expert-search-direct';
import { type Benchmark, fmt, ms, ratioResult, runIfMain, SETTINGS, timed } from './lib/harness';
import { appVsDirect, latency } from './lib/app-vs-direct';
import { mulberry32 } from './lib/search-corpus';

export const TARGET_P99_MS = 30;
export const TARGET_LATENCY_RATIO = 0.5;

interface Search {
  label: string;
  query: Record<string, string>;
  direct: DirectExpertSearch;
}

const path = (s: Search) => `/api/experts/search?${new URLSearchParams(s.query)}`;

function zipSearch(zip: string, label: string): Search {
  return { label, query: { zip }, direct: { label, zip, state: lookupZip(zip)!.state, page: 1 } };
}

function stateSearch(state: string, label: string, page = 1): Search {
  const query: Record<string, string> = page > 1 ? { state, page: String(page) } : { state };
  return { label, query, direct: { label, zip: null, state: stateCode(state)!, page } };
}

/** What people search: busy zips, quiet zips (the rest of the state answers), big and small states, a second page. */
function searchesFor(directory: Directory): Search[] {
  const random = mulberry32(8);
  const byCount = [...directory.listedByZip].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const states = [...directory.listedByState].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const quiet = usZips().filter((zip) => !directory.listedByZip.has(zip));
  const zipsWith = [
    byCount[0]!,
    byCount[1]!,
    ...Array.from({ length: 4 }, () => byCount[Math.floor(random() * byCount.length)]!),
  ];
  const biggest = states[0]![0];
  const middle = states[Math.floor(states.length / 2)]![0];
  const smallest = states[states.length - 1]![0];
  return [
    ...zipsWith.map(([zip, n]) => zipSearch(zip, `zip ${zip} (${n} there)`)),
    ...Array.from({ length: 4 }, () => quiet[Math.floor(random() * quiet.length)]!).map((zip) =>
      zipSearch(zip, `zip ${zip} (none there)`),
    ),
    stateSearch(biggest, `state ${biggest}`),
    stateSearch(biggest.toLowerCase(), `state ${biggest}, page 3`, 3),
    stateSearch(middle, `state ${middle}`),
    stateSearch(smallest, `state ${smallest}`),
  ];
}

/** The app and the direct SQL must find the same experts, or the baseline measures something else. */
async function sameAnswers(base: string, direct: DirectExpertSearches, searches: Search[]): Promise<void> {
  for (const search of searches) {
    const response = await fetch(base + path(search));
    if (response.status !== 200)
      throw new Error(`GET ${path(search)} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
    const app = (await response.json()) as {
      inZip: { uid: number }[];
      elsewhere: { items: { uid: number }[]; total: number };
    };
    const own = await direct.search(search.direct);
    const appAnswer = {
      inZip: app.inZip.map((e) => e.uid),
      elsewhere: app.elsewhere.items.map((e) => e.uid),
      total: app.elsewhere.total,
    };
    if (JSON.stringify(appAnswer) !== JSON.stringify(own)) {
      throw new Error(
        `${search.label}: the app and the direct SQL answer differently: ${JSON.stringify(appAnswer)} / ${JSON.stringify(own)}`,
      );
    }
  }
}

/** The scan nodes of each statement's plan; a statement that should use an index and does not stops the benchmark. */
async function plans(direct: DirectExpertSearches, directory: Directory, topicId: number): Promise<string[]> {
  const now = new Date();
  const busyZip = [...directory.listedByZip].sort((a, b) => b[1] - a[1])[0]![0];
  const states = [...directory.listedByState].sort((a, b) => b[1] - a[1]);
  const checks = [
    { name: `zip ${busyZip}`, built: inZipSql(busyZip, now), index: 'experts_zip' },
    { name: `state ${states[0]![0]}`, built: inStateSql(states[0]![0], busyZip, 1, now), index: 'experts_state' },
    {
      name: `state ${states[states.length - 1]![0]}`,
      built: inStateSql(states[states.length - 1]![0], null, 1, now),
      index: 'experts_state',
    },
    { name: `topic ${topicId}`, built: inTopicSql(topicId, 1, now), index: null },
  ];
  const notes: string[] = [];
  for (const check of checks) {
    const plan = await direct.explain(check.built);
    const scans = plan
      .filter((line) => /Scan/.test(line))
      .map((line) => line.replace(/\s+\(cost=.*$/, '').replace(/^[\s->]+/, ''));
    if (check.index && !plan.some((line) => line.includes(check.index!)))
      throw new Error(`${check.name} does not use ${check.index}:\n${plan.join('\n')}`);
    notes.push(`${check.name}: ${scans.join('; ')}`);
  }
  return notes;
}

export const expertSearchBench: Benchmark = async ({ log }) => {
  const count = SETTINGS.experts;
  const connections = SETTINGS.searchConnections;
  const started = await startBenchApp(log);
  let direct: DirectExpertSearches | null = null;
  try {
    const { app, base } = started;
    const database = app.get<SqlDatabase<ReadModel>>(SQL_DATABASE);
    const { rows: topics } = await sql<{ id: number }>`select id from topics order by id`.execute(database.db);
    const topicIds = topics.map((t) => Number(t.id));
    const filled = await timed(() => insertExperts(database, count, topicIds));
    const directory = filled.value;
    log(
      `inserted ${fmt(count)} experts over ${fmt(directory.listedByZip.size)} zips in ${fmt(directory.listedByState.size)} states in ${filled.seconds.toFixed(1)} s: ${fmt(directory.listed)} listed, ${fmt(directory.lapsed)} lapsed, ${fmt(directory.unsaved)} without a profile`,
    );

    const searches = searchesFor(directory);
    direct = new DirectExpertSearches(started.database.url, connections, database.db);
    await sameAnswers(base, direct, searches);
    const planNotes = await plans(direct, directory, topicIds[0]!);
    for (const note of planNotes) log(`plan ${note}`);

    const requests = searches.map((s) => ({ method: 'GET' as const, path: path(s) }));
    const directSearches = searches.map((s) => s.direct);
    const {
      appRuns,
      directRuns,
      app: viaApp,
      direct: viaSql,
    } = await appVsDirect({
      name: 'expert search',
      base,
      connections,
      seconds: SETTINGS.searchSeconds,
      requests,
      log,
      measureDirect: (seconds) => direct!.measure(directSearches, connections, seconds),
    });
    const [appP50, appP99, sqlP50, sqlP99] = [viaApp.p50, viaApp.p99, viaSql.p50, viaSql.p99];
    const title = `expert location search (${fmt(count)} experts, ${connections} connections)`;
    return [
      ratioResult({
        id: 'expert-search-p99',
        title: `${title} p99`,
        result: `p99 ${ms(appP99)} (p50 ${ms(appP50)})`,
        baseline: `direct SQL p99 ${ms(sqlP99)} (p50 ${ms(sqlP50)})`,
        ratio: TARGET_P99_MS / appP99,
        target: 1,
        targetText: `p99 <= ${TARGET_P99_MS} ms, i.e. ${TARGET_P99_MS}/p99 >= 1x`,
        details: [
          `${searches.length} searches in turn: ${searches.map((s) => s.label).join('; ')}`,
          `per round, app: ${appRuns.map((r) => latency(r)).join('; ')}; direct SQL: ${directRuns.map((r) => latency(r)).join('; ')}`,
          `${fmt(count)} experts written with ${fmt(count / 2_000)} multi-row INSERTs per table in ${filled.seconds.toFixed(1)} s; ${fmt(directory.listed)} listed over ${fmt(directory.listedByZip.size)} real zips`,
          ...planNotes.map((note) => `plan of ${note}`),
        ],
      }),
      ratioResult({
        id: 'expert-search-ratio',
        title: `${title} app vs direct SQL`,
        result: `app p99 ${ms(appP99)}`,
        baseline: `direct SQL p99 ${ms(sqlP99)}`,
        ratio: sqlP99 / appP99,
        target: TARGET_LATENCY_RATIO,
        details: [
          `the same statements (the zip's experts and a page of the state's others, at once), compiled by the same builders, on a pg pool of ${connections} at the same concurrency; median of ${SETTINGS.rounds} alternating rounds of ${SETTINGS.searchSeconds} s`,
        ],
      }),
    ];
  } finally {
    await direct?.close();
    await started.close();
  }
};

runIfMain(module, expertSearchBench);
