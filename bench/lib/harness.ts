import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openPostgres, type SqlDatabase } from '../../src/infra/sql/database';
import type { ReadModel } from '../../src/projections/read-model';
import { migrateToLatest } from '../../src/infra/sql/migrate';
import { ALL_MIGRATIONS } from '../../src/projections/all-migrations';

/** The local server every benchmark creates its own database on (trust auth). */
export const SERVER_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
export const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Knobs, all optional: the defaults keep `npm run bench` under three minutes on two cores. */
export const SETTINGS = {
  /** Measured seconds of each throughput round, after the warm-up. */
  seconds: numberFromEnv('BENCH_SECONDS', 8),
  warmupSeconds: numberFromEnv('BENCH_WARMUP_SECONDS', 1),
  /** Rounds of baseline then subject; the median of each is reported. */
  rounds: numberFromEnv('BENCH_ROUNDS', 3),
  writers: numberFromEnv('BENCH_WRITERS', 16),
  rebuildEvents: numberFromEnv('BENCH_REBUILD_EVENTS', 1_000_000),
  loginSeconds: numberFromEnv('BENCH_LOGIN_SECONDS', 10),
  loginConnections: numberFromEnv('BENCH_LOGIN_CONNECTIONS', 4),
  loginUsers: numberFromEnv('BENCH_LOGIN_USERS', 20),
  /** Concurrent clients of the list and detail endpoints, measured seconds per round, articles seeded. */
  readConnections: numberFromEnv('BENCH_READ_CONNECTIONS', 50),
  readSeconds: numberFromEnv('BENCH_READ_SECONDS', 5),
  readArticles: numberFromEnv('BENCH_READ_ARTICLES', 200),
  /** Articles posted (after a warm-up) for post-to-visible latency, and how many at once. */
  visiblePosts: numberFromEnv('BENCH_VISIBLE_POSTS', 300),
  visibleConcurrency: numberFromEnv('BENCH_VISIBLE_CONCURRENCY', 10),
  /** Search: posts in the generated corpus, concurrent searching clients, measured seconds per round. */
  searchItems: numberFromEnv('BENCH_SEARCH_ITEMS', 100_000),
  searchConnections: numberFromEnv('BENCH_SEARCH_CONNECTIONS', 2),
  searchSeconds: numberFromEnv('BENCH_SEARCH_SECONDS', 5),
  /** Expert location search: experts in the directory (the clients and seconds are the search's). */
  experts: numberFromEnv('BENCH_EXPERTS', 10_000),
  /** Live: streams held open on one API process, articles posted while they are, seconds idle measured. */
  liveStreams: numberFromEnv('BENCH_LIVE_STREAMS', 1_000),
  livePosts: numberFromEnv('BENCH_LIVE_POSTS', 100),
  liveIdleSeconds: numberFromEnv('BENCH_LIVE_IDLE_SECONDS', 10),
};

function numberFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive number (got ${JSON.stringify(raw)})`);
  return value;
}

/** One row of the results table. `ratio` is always "bigger is better" against `target`. */
export interface BenchResult {
  id: string;
  title: string;
  /** The measured figure of the subject, formatted with its unit ("5,210 ev/s", "p99 95 ms"). */
  result: string;
  /** The same-run baseline, formatted ("INSERT 8,900 rows/s"). */
  baseline: string;
  ratio: number;
  /** The minimum ratio that passes. */
  target: number;
  /** How the target reads in the table (">= 0.5x", "p99 <= 150 ms"). */
  targetText: string;
  pass: boolean;
  /** One line for the console, like the table row. */
  line: string;
  /** Raw numbers and remarks for the notes under the table. */
  details: string[];
  /** Figures later benchmarks of the same run may reuse (e.g. the INSERT baseline). */
  shared?: Record<string, number>;
}

export interface BenchContext {
  /** Figures shared by earlier benchmarks of this run (empty when run alone). */
  shared: Record<string, number>;
  log(message: string): void;
}

export type Benchmark = (context: BenchContext) => Promise<BenchResult[]>;

export function ratioResult(
  input: Omit<BenchResult, 'pass' | 'line' | 'targetText'> & { targetText?: string },
): BenchResult {
  const targetText = input.targetText ?? `>= ${input.target}x`;
  const pass = input.ratio >= input.target;
  const line = `${input.title}: ${input.result} vs ${input.baseline} = ${input.ratio.toFixed(2)}x (target ${targetText}) ${pass ? 'PASS' : 'MISS'}`;
  return { ...input, targetText, pass, line };
}

// ---------------------------------------------------------------------------------------------
// Databases

const created = new Set<string>();

export interface BenchDatabase {
  name: string;
  url: string;
}

/** Creates `bench_<random>` on the local server; the orchestrator is told, to drop it if we die. */
export async function createDatabase(): Promise<BenchDatabase> {
  const name = `bench_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${pg.escapeIdentifier(name)}`);
  created.add(name);
  process.send?.({ type: 'database', name });
  return { name, url: `${SERVER_URL}/${name}` };
}

export async function dropDatabase(name: string): Promise<void> {
  await adminQuery(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
  created.delete(name);
}

async function adminQuery(text: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: `${SERVER_URL}/postgres`, connectionTimeoutMillis: 5_000 });
  client.on('error', () => {});
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Runs `fn` on a fresh, migrated database with a pool of `poolSize` connections, then closes the
 * pool and drops the database, also when `fn` throws.
 */
export async function withDatabase<T>(
  poolSize: number,
  fn: (database: SqlDatabase<ReadModel>, db: BenchDatabase) => Promise<T>,
): Promise<T> {
  const bench = await createDatabase();
  let database: SqlDatabase<ReadModel> | null = null;
  try {
    database = openPostgres<ReadModel>(bench.url, { max: poolSize });
    await migrateToLatest(database.db, ALL_MIGRATIONS);
    return await fn(database, bench);
  } finally {
    await database?.close().catch(() => {});
    await dropDatabase(bench.name);
  }
}

/** Ctrl-C or the orchestrator's timeout: drop what we created before going. */
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    // Dropping with force cuts our own open connections: their errors no longer matter.
    process.on('uncaughtException', () => {});
    void Promise.allSettled([...created].map((name) => dropDatabase(name))).finally(() => process.exit(130));
  });
}

// ---------------------------------------------------------------------------------------------
// Measuring

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface Throughput {
  /** Units (events, rows) per second in the measured window. */
  rate: number;
  units: number;
  operations: number;
  seconds: number;
}

/**
 * Runs `workers` loops of `step` (each call returns the units it completed) for a warm-up and then
 * a measured window; counts only what completes inside the window. Any error stops every loop.
 */
export async function measureThroughput(
  workers: number,
  step: (worker: number) => Promise<number>,
  options: { warmupSeconds?: number; seconds?: number } = {},
): Promise<Throughput> {
  const warmupMs = (options.warmupSeconds ?? SETTINGS.warmupSeconds) * 1000;
  const measureMs = (options.seconds ?? SETTINGS.seconds) * 1000;
  let phase: 'warmup' | 'measure' | 'stop' = 'warmup';
  let units = 0;
  let operations = 0;
  let failure: unknown = null;
  let fail: (error: unknown) => void = () => {};
  const failed = new Promise<never>((_, reject) => (fail = reject));
  failed.catch(() => {});
  const loops = Array.from({ length: workers }, async (_, worker) => {
    try {
      while (phase !== 'stop') {
        const n = await step(worker);
        if (phase === 'measure') {
          units += n;
          operations += 1;
        }
      }
    } catch (error) {
      failure ??= error;
      phase = 'stop';
      fail(error);
    }
  });
  try {
    await Promise.race([sleep(warmupMs), failed]);
    phase = 'measure';
    const t0 = performance.now();
    await Promise.race([sleep(measureMs), failed]);
    const t1 = performance.now();
    const measured = { units, operations };
    phase = 'stop';
    await Promise.all(loops);
    if (failure) throw failure;
    const seconds = (t1 - t0) / 1000;
    return { rate: measured.units / seconds, units: measured.units, operations: measured.operations, seconds };
  } finally {
    phase = 'stop';
    await Promise.all(loops);
  }
}

export async function timed<T>(fn: () => Promise<T>): Promise<{ value: T; seconds: number }> {
  const t0 = performance.now();
  const value = await fn();
  return { value, seconds: (performance.now() - t0) / 1000 };
}

export function median(values: number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The value below which `p` percent of the samples fall (nearest rank). */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export const fmt = (n: number, digits = 0) =>
  Number.isFinite(n)
    ? n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })
    : String(n);

/** Milliseconds, one decimal below 10. */
// autocannon reports whole milliseconds: its 0 is an answer under a millisecond, not no time at all.
export const ms = (n: number) => (n === 0 ? '< 1 ms' : `${fmt(n, n < 10 ? 1 : 0)} ms`);

export const fmtRates = (rates: number[]) => rates.map((r) => fmt(r)).join(', ');

// ---------------------------------------------------------------------------------------------
// Running one benchmark file

/**
 * Entry point of a benchmark file. Forked by `run.ts` it reports over IPC; run alone
 * (`node -r @swc-node/register bench/<file>.ts`) it prints its lines.
 */
export function runIfMain(module: NodeJS.Module, benchmark: Benchmark): void {
  if (require.main !== module) return;
  const shared = process.env.BENCH_SHARED ? (JSON.parse(process.env.BENCH_SHARED) as Record<string, number>) : {};
  const log = (message: string) =>
    process.send ? process.send({ type: 'log', message }) : console.log(`  ${message}`);
  benchmark({ shared, log })
    .then(async (results) => {
      if (process.send) await sendAndWait({ type: 'results', results });
      else for (const r of results) console.log([r.line, ...r.details.map((d) => `    ${d}`)].join('\n'));
      process.exit(0);
    })
    .catch(async (error: unknown) => {
      const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
      if (process.send) await sendAndWait({ type: 'error', message });
      else console.error(message);
      await Promise.allSettled([...created].map((name) => dropDatabase(name)));
      process.exit(1);
    });
}

const sendAndWait = (message: unknown) =>
  new Promise<void>((resolve) => process.send!(message, undefined, {}, () => resolve()));
