/**
 * Visitors through the shared cache: GET /api/articles?page=N and GET /api/articles/:id for visitors
 * (no cookie) with `readConnections` clients, through Debian's nginx with the deployment's own
 * configuration (deploy/nginx) in front of the app, against the same requests sent to the app
 * itself in the same rounds. The figure is nginx's peak throughput over the app's: at least 5x.
 * And how long a member's new article takes to show in a visitor's list through the cache, the
 * cached copy taken just before the write (the worst case): within the max-age the app sends.
 */
import { openPostgres } from '../src/infra/sql/database';
import type { ReadModel } from '../src/projections/read-model';
import { PAGE_SIZE } from '../src/contracts/content';
import { VISITOR_MAX_AGE_S } from '../src/http/visitor-cache';
import { settle } from './lib/appends';
import { startBenchApp } from './lib/app';
import { type BenchResult, type Benchmark, fmt, median, ms, ratioResult, runIfMain, SETTINGS } from './lib/harness';
import { checkLoad, type LoadRequest, type LoadResult, runLoad } from './lib/load';
import { nginxInstalled, startNginxCache } from './lib/nginx-cache';
import { postArticle, seedArticles, signUpMembers } from './lib/seed';

export const TARGET_CACHE_RATIO = 5;
const MEMBERS = 3;
/** Writes whose visibility to visitors is timed. */
const VISIBILITY_SAMPLES = 3;
const POLL_MS = 20;

interface Endpoint {
  id: 'list' | 'detail';
  name: string;
  requests: LoadRequest[];
}

async function peak(name: string, url: string, endpoint: Endpoint): Promise<LoadResult> {
  const options = { url, connections: SETTINGS.readConnections, requests: endpoint.requests };
  checkLoad(`${name} warm-up ${endpoint.name}`, await runLoad({ ...options, seconds: SETTINGS.warmupSeconds }));
  const result = await runLoad({ ...options, seconds: SETTINGS.readSeconds });
  checkLoad(`${name} ${endpoint.name}`, result);
  return result;
}

const latency = (r: LoadResult) => `p50 ${ms(r.p50)}, p99 ${ms(r.p99)}`;

/** Seconds from a member's write being answered to the first visitor's list through the cache that shows it. */
async function visibleAfter(cacheBase: string, write: () => Promise<number>): Promise<number> {
  const list = async () =>
    (await (await fetch(`${cacheBase}/api/articles?page=1`)).json()) as { items: { id: number }[] };
  // Until the cache makes a fresh copy (a miss, or an expired one asked again): visitors share it from just before the write.
  const deadline = performance.now() + 2 * VISITOR_MAX_AGE_S * 1000;
  while ((await fetch(`${cacheBase}/api/articles?page=1`)).headers.get('x-cache-status') === 'HIT') {
    if (performance.now() > deadline) throw new Error('the cached list did not expire');
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  const id = await write();
  const answered = performance.now();
  while (!(await list()).items.some((item) => item.id === id)) {
    if (performance.now() - answered > 3 * VISITOR_MAX_AGE_S * 1000)
      throw new Error(`article ${id} not shown to visitors after ${3 * VISITOR_MAX_AGE_S} s`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return (performance.now() - answered) / 1000;
}

export const visitorCache: Benchmark = async ({ log }) => {
  if (!nginxInstalled()) throw new Error('nginx is not installed: apt-get install -y nginx');
  const started = await startBenchApp(log);
  try {
    const { base, database } = started;
    const members = await signUpMembers(base, MEMBERS);
    const { ids } = await seedArticles(base, members, SETTINGS.readArticles);
    const sql = openPostgres<ReadModel>(database.url, { max: 1 });
    await settle(sql.db).finally(() => sql.close());
    const pages = Math.ceil(ids.length / PAGE_SIZE);
    log(`seeded ${fmt(ids.length)} articles (${pages} pages) through the API`);
    const nginx = await startNginxCache([new URL(base).host]);
    try {
      const endpoints: Endpoint[] = [
        {
          id: 'detail',
          name: 'GET /api/articles/:id',
          requests: ids.map((id) => ({ method: 'GET', path: `/api/articles/${id}` })),
        },
        {
          id: 'list',
          name: `GET /api/articles?page=1..${pages}`,
          requests: Array.from({ length: pages }, (_, i) => ({ method: 'GET', path: `/api/articles?page=${i + 1}` })),
        },
      ];
      const results: BenchResult[] = [];
      for (const endpoint of endpoints) {
        const rounds: { app: LoadResult; cache: LoadResult }[] = [];
        for (let n = 1; n <= SETTINGS.rounds; n++) {
          const round = { app: await peak('app', base, endpoint), cache: await peak('nginx', nginx.baseUrl, endpoint) };
          rounds.push(round);
          log(
            `${endpoint.id} round ${n}: the app ${fmt(round.app.rps)} req/s (${latency(round.app)}), through the cache ${fmt(round.cache.rps)} req/s (${latency(round.cache)})`,
          );
        }
        const mid = (pick: (r: (typeof rounds)[number]) => number) => median(rounds.map(pick));
        const per = (show: (r: (typeof rounds)[number]) => string) => rounds.map(show).join('; ');
        results.push(
          ratioResult({
            id: `visitor-${endpoint.id}-cache`,
            title: `article ${endpoint.id} for visitors through the cache (${SETTINGS.readConnections} connections) peak throughput`,
            result: `${fmt(mid((r) => r.cache.rps))} req/s`,
            baseline: `the app's own ${fmt(mid((r) => r.app.rps))} req/s`,
            ratio: mid((r) => r.cache.rps / r.app.rps),
            target: TARGET_CACHE_RATIO,
            details: [
              `${endpoint.name} without cookies, ${SETTINGS.readConnections} connections, ${SETTINGS.readSeconds} s after ${SETTINGS.warmupSeconds} s warm-up, to the app and then through nginx (deploy/nginx, Debian's nginx, ${SETTINGS.rounds} rounds, the ratio is the median of the rounds'); req/s, the app: ${per((r) => fmt(r.app.rps))}; through the cache: ${per((r) => fmt(r.cache.rps))}; latency, the app: ${per((r) => latency(r.app))}; through the cache: ${per((r) => latency(r.cache))}`,
            ],
          }),
        );
      }
      const seconds: number[] = [];
      for (let n = 0; n < VISIBILITY_SAMPLES; n++)
        seconds.push(
          await visibleAfter(nginx.baseUrl, () => postArticle(nginx.baseUrl, members[0]!, ids.length + n + 1)),
        );
      const worst = Math.max(...seconds);
      log(
        `a member's article shown to visitors through the cache after ${seconds.map((s) => `${s.toFixed(2)} s`).join(', ')}`,
      );
      results.push(
        ratioResult({
          id: 'visitor-write-visible',
          title: "a member's write visible to visitors through the cache",
          result: `at most ${worst.toFixed(1)} s (median ${median(seconds).toFixed(1)} s)`,
          baseline: `max-age ${VISITOR_MAX_AGE_S} s`,
          ratio: VISITOR_MAX_AGE_S / worst,
          target: 1,
          targetText: `<= max-age, i.e. max-age / seconds >= 1x`,
          details: [
            `${VISIBILITY_SAMPLES} articles posted by a member through nginx (past the cache), each just after visitors' list page 1 was cached; seconds from the write's answer until a visitor's list through the cache (polled every ${POLL_MS} ms) shows it: ${seconds.map((s) => s.toFixed(2)).join(', ')}`,
          ],
        }),
      );
      return results;
    } finally {
      await nginx.close();
    }
  } finally {
    await started.close();
  }
};

runIfMain(module, visitorCache);
