/**
 * Benchmark 5: GET /api/articles?page=N and GET /api/articles/:id through the real app with
 * `readConnections` concurrent clients, against a bare Fastify server running the same queries
 * (`PostsQueries`) on the same database. Two figures per endpoint:
 * - peak throughput, every client sending as fast as it is answered: at least half the baseline's;
 * - p99 latency at a steady load of half the app's peak (the same offered rate for both servers),
 *   under 25 ms. At the peak, latency is only queueing (clients / throughput), not the app's.
 * And the Top-sorted list (GET /api/articles?sort=top&page=N) against the newest-first list, their
 * requests interleaved in one steady run at the list's steady rate, so that whatever slows the
 * machine for a moment slows both alike: Top's p99 next to newest's, as a ratio (a sorted page reads
 * its index as the newest page does, so it should meet the list page's p99).
 */
import { PAGE_SIZE } from '../src/contracts/content';
import { openPostgres } from '../src/infra/sql/database';
import type { ReadModel } from '../src/projections/read-model';
import { settle } from './lib/appends';
import { startBenchApp } from './lib/app';
import { startBarePostsServer } from './lib/bare-posts-server';
import { type BenchResult, type Benchmark, fmt, median, ms, ratioResult, runIfMain, SETTINGS } from './lib/harness';
import { checkLoad, type LoadResult, runLoad } from './lib/load';
import { seedArticles, signUpMembers } from './lib/seed';
import { runSteadyLoad, type SteadyLoadResult, type SteadyRequest } from './lib/steady-load';

export const TARGET_RATIO = 0.5;
export const TARGET_P99_MS = 25;
/** The newest list's p99 over the Top list's, measured in the same steady runs: Top within 1.25x of it. */
export const TARGET_TOP_RATIO = 0.8;
/** The steady load for the latency figure, as a share of the app's peak throughput in the same round. */
const STEADY_SHARE = 0.5;
const MEMBERS = 5;

interface Endpoint {
  id: 'list' | 'detail';
  name: string;
  requests: SteadyRequest[];
}

interface Round {
  bare: LoadResult;
  app: LoadResult;
  rate: number;
  bareSteady: LoadResult;
  appSteady: LoadResult;
  /** The list endpoint only: newest-first and Top-sorted pages interleaved at the same rate (groups `newest`, `top`). */
  appSortsSteady?: SteadyLoadResult;
}

/** The baseline must answer exactly what the app answers, or it measures something else. */
async function sameAnswers(appBase: string, bareBase: string, paths: string[]): Promise<void> {
  for (const path of paths) {
    const read = async (base: string) => (await fetch(base + path)).text();
    const [fromApp, fromBare] = await Promise.all([read(appBase), read(bareBase)]);
    if (fromApp !== fromBare)
      throw new Error(
        `GET ${path}: the bare server answers differently from the app:\n${fromApp.slice(0, 300)}\n${fromBare.slice(0, 300)}`,
      );
  }
}

/** Peak: a warm-up, then every connection sending as fast as it is answered. */
async function peak(name: string, base: string, endpoint: Endpoint): Promise<LoadResult> {
  const options = { url: base, connections: SETTINGS.readConnections, requests: endpoint.requests };
  checkLoad(`${name} warm-up ${endpoint.name}`, await runLoad({ ...options, seconds: SETTINGS.warmupSeconds }));
  const result = await runLoad({ ...options, seconds: SETTINGS.readSeconds });
  checkLoad(`${name} ${endpoint.name}`, result);
  return result;
}

/** Steady: as many clients, evenly paced to `rate` requests per second among them (warm from the peak run). */
async function steady(name: string, base: string, endpoint: Endpoint, rate: number): Promise<SteadyLoadResult> {
  const result = await runSteadyLoad({
    url: base,
    connections: SETTINGS.readConnections,
    requests: endpoint.requests,
    seconds: SETTINGS.readSeconds,
    rate,
  });
  checkLoad(`${name} ${endpoint.name} at ${rate} req/s`, result);
  return result;
}

const latency = (r: LoadResult) => `p50 ${ms(r.p50)}, p99 ${ms(r.p99)}`;
const perRound = (rounds: Round[], show: (r: Round) => string) => rounds.map(show).join('; ');

/**
 * The Top-sorted list's p99 against the newest list's, their requests interleaved in the same steady
 * runs. The ratio is taken within each round, where both met the same moments of the machine, and
 * the median of the rounds' ratios is the figure: a stall that lengthens one round's tail for both
 * sorts then moves neither.
 */
function topResult(rounds: Round[]): BenchResult {
  const mid = (pick: (r: Round) => number) => median(rounds.map(pick));
  const sort = (r: Round, group: 'newest' | 'top') => r.appSortsSteady!.groups[group]!;
  const roundRatio = (r: Round) => sort(r, 'newest').p99 / sort(r, 'top').p99;
  const newestP99 = mid((r) => sort(r, 'newest').p99);
  const topP99 = mid((r) => sort(r, 'top').p99);
  return ratioResult({
    id: 'list-top-p99',
    title: `Top-sorted article list p99, interleaved with the newest-first list at ${fmt(mid((r) => r.rate))} req/s`,
    result: `p99 ${ms(topP99)} (p50 ${ms(mid((r) => sort(r, 'top').p50))})`,
    baseline: `newest-first list p99 ${ms(newestP99)} (p50 ${ms(mid((r) => sort(r, 'newest').p50))})`,
    ratio: mid(roundRatio),
    target: TARGET_TOP_RATIO,
    targetText: `newest p99 / Top p99 >= ${TARGET_TOP_RATIO}x (Top within ${(1 / TARGET_TOP_RATIO).toFixed(2)}x of the list page's p99)`,
    details: [
      `GET /api/articles?page=N and ?sort=top&page=N taking turns in one steady run at the newest list's steady rate, in each round; newest: ${perRound(rounds, (r) => latency(sort(r, 'newest')))}; Top: ${perRound(rounds, (r) => latency(sort(r, 'top')))}; newest p99 / Top p99 per round: ${perRound(rounds, (r) => `${roundRatio(r).toFixed(2)}x`)}, the ratio is their median; Top p99 against the ${TARGET_P99_MS} ms list target: ${ms(topP99)}`,
    ],
  });
}

function results(endpoint: Endpoint, rounds: Round[]): BenchResult[] {
  const connections = SETTINGS.readConnections;
  const mid = (pick: (r: Round) => number) => median(rounds.map(pick));
  const appRps = mid((r) => r.app.rps);
  const bareRps = mid((r) => r.bare.rps);
  const rate = mid((r) => r.rate);
  const appP99 = mid((r) => r.appSteady.p99);
  const title = `${endpoint.id === 'list' ? 'article list' : 'article detail'} (${connections} connections)`;
  return [
    ratioResult({
      id: `${endpoint.id}-rps`,
      title: `${title} peak throughput`,
      result: `${fmt(appRps)} req/s`,
      baseline: `bare Fastify ${fmt(bareRps)} req/s`,
      ratio: appRps / bareRps,
      target: TARGET_RATIO,
      details: [
        `${endpoint.name}, ${connections} connections, ${SETTINGS.readSeconds} s after ${SETTINGS.warmupSeconds} s warm-up; req/s per round, app: ${perRound(rounds, (r) => fmt(r.app.rps))}; bare Fastify: ${perRound(rounds, (r) => fmt(r.bare.rps))}`,
        `latency at the peak (queueing: ${connections} clients / throughput), app: ${perRound(rounds, (r) => latency(r.app))}; bare Fastify: ${perRound(rounds, (r) => latency(r.bare))}`,
      ],
    }),
    ratioResult({
      id: `${endpoint.id}-p99`,
      title: `${title} p99 at ${fmt(rate)} req/s`,
      result: `p99 ${ms(appP99)} (p50 ${ms(mid((r) => r.appSteady.p50))})`,
      baseline: `bare Fastify p99 ${ms(mid((r) => r.bareSteady.p99))} (p50 ${ms(mid((r) => r.bareSteady.p50))})`,
      ratio: TARGET_P99_MS / appP99,
      target: 1,
      targetText: `p99 <= ${TARGET_P99_MS} ms, i.e. ${TARGET_P99_MS}/p99 >= 1x`,
      details: [
        `steady load of ${STEADY_SHARE * 100}% of the app's peak in each round (${perRound(rounds, (r) => `${fmt(r.rate)} req/s`)}), the same rate for both; app: ${perRound(rounds, (r) => latency(r.appSteady))}; bare Fastify: ${perRound(rounds, (r) => latency(r.bareSteady))}`,
      ],
    }),
  ];
}

export const listDetail: Benchmark = async ({ log }) => {
  const started = await startBenchApp(log);
  try {
    const { base, database } = started;
    const members = await signUpMembers(base, MEMBERS);
    const { ids, comments } = await seedArticles(base, members, SETTINGS.readArticles);
    const sql = openPostgres<ReadModel>(database.url, { max: 1 });
    await settle(sql.db).finally(() => sql.close());
    const pages = Math.ceil(ids.length / PAGE_SIZE);
    log(`seeded ${fmt(ids.length)} articles (${pages} pages) and ${fmt(comments)} comments through the API`);

    const bare = await startBarePostsServer(database.url);
    try {
      await sameAnswers(base, bare.base, [
        '/api/articles?page=1',
        '/api/articles?sort=top&page=1',
        `/api/articles?sort=top&page=${pages}`,
        `/api/articles?page=${pages}`,
        `/api/articles/${ids[0]}`,
        `/api/articles/${ids.at(-1)}`,
      ]);
      const endpoints: Endpoint[] = [
        {
          id: 'list',
          name: `GET /api/articles?page=1..${pages}`,
          requests: Array.from({ length: pages }, (_, i) => ({ method: 'GET', path: `/api/articles?page=${i + 1}` })),
        },
        {
          id: 'detail',
          name: 'GET /api/articles/:id',
          requests: ids.map((id) => ({ method: 'GET', path: `/api/articles/${id}` })),
        },
      ];
      const sorts: Endpoint = {
        id: 'list',
        name: `GET /api/articles?page=1..${pages} and ?sort=top&page=1..${pages}, taking turns`,
        requests: Array.from({ length: pages }, (_, i): SteadyRequest[] => [
          { method: 'GET', path: `/api/articles?page=${i + 1}`, group: 'newest' },
          { method: 'GET', path: `/api/articles?sort=top&page=${i + 1}`, group: 'top' },
        ]).flat(),
      };
      const all: BenchResult[] = [];
      for (const endpoint of endpoints) {
        const rounds: Round[] = [];
        for (let n = 1; n <= SETTINGS.rounds; n++) {
          const bareRun = await peak('bare Fastify', bare.base, endpoint);
          const appRun = await peak('app', base, endpoint);
          const rate = Math.max(1, Math.round(appRun.rps * STEADY_SHARE));
          const round: Round = {
            bare: bareRun,
            app: appRun,
            rate,
            bareSteady: await steady('bare Fastify', bare.base, endpoint, rate),
            appSteady: await steady('app', base, endpoint, rate),
          };
          if (endpoint.id === 'list') {
            const warmUp = { url: base, connections: SETTINGS.readConnections, requests: sorts.requests };
            checkLoad(`app warm-up ${sorts.name}`, await runLoad({ ...warmUp, seconds: SETTINGS.warmupSeconds }));
            round.appSortsSteady = await steady('app', base, sorts, rate);
          }
          rounds.push(round);
          log(
            `${endpoint.id} round ${n}: peak bare Fastify ${fmt(round.bare.rps)} req/s, app ${fmt(round.app.rps)} req/s; at ${fmt(rate)} req/s bare Fastify ${latency(round.bareSteady)}, app ${latency(round.appSteady)}${round.appSortsSteady ? `; newest and Top interleaved: newest ${latency(round.appSortsSteady.groups.newest!)}, Top ${latency(round.appSortsSteady.groups.top!)}` : ''}`,
          );
        }
        all.push(...results(endpoint, rounds));
        if (endpoint.id === 'list') all.push(topResult(rounds));
      }
      return all;
    } finally {
      await bare.close();
    }
  } finally {
    await started.close();
  }
};

runIfMain(module, listDetail);
