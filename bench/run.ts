/**
 * `npm run bench`: runs every benchmark file in its own process, in turn, prints one line per
 * figure (each a ratio against a baseline measured in the same run, with its target) and writes
 * the table as markdown to bench/out/latest.md and, when every benchmark ran, into README.md
 * between its bench markers. Exits 1 if a benchmark failed to run; a MISS is
 * reported, not an error (set BENCH_STRICT=1 to exit 1 on a MISS too).
 */
import { fork } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { LIGHTHOUSE_RUNS } from './frontend';
import { type BenchResult, dropDatabase, fmt, SERVER_URL, SETTINGS } from './lib/harness';
import { writeChart } from './lib/report-chart';

interface BenchFile {
  file: string;
  title: string;
  timeoutSeconds: number;
}

/** Above this share of the CPUs busy while we are idle, the run is flagged as noisy. */
const BUSY_WARNING = 0.15;

// Timeouts: three times what the settings should take, so that a hung benchmark cannot stall the run.
const round = SETTINGS.seconds + SETTINGS.warmupSeconds + 5;
const BENCHMARKS: BenchFile[] = [
  { file: 'append-single.ts', title: 'appends (1 event)', timeoutSeconds: 3 * (10 + 2 * SETTINGS.rounds * round) },
  { file: 'append-batch.ts', title: 'appends (100 events)', timeoutSeconds: 3 * (10 + 2 * SETTINGS.rounds * round) },
  {
    file: 'projection-rebuild.ts',
    title: 'projection rebuild',
    timeoutSeconds: 3 * (20 + (SETTINGS.rounds + 1) * (SETTINGS.rebuildEvents / 10_000)),
  },
  { file: 'login.ts', title: 'login latency', timeoutSeconds: 3 * (30 + SETTINGS.loginSeconds) },
  {
    file: 'list-detail.ts',
    title: 'article list and detail',
    timeoutSeconds: 3 * (60 + 5 * SETTINGS.rounds * (2 * SETTINGS.readSeconds + SETTINGS.warmupSeconds + 4)),
  },
  {
    file: 'visitor-cache.ts',
    title: 'visitors through the cache',
    timeoutSeconds: 3 * (60 + 4 * SETTINGS.rounds * (SETTINGS.readSeconds + SETTINGS.warmupSeconds + 4) + 3 * 30),
  },
  {
    file: 'post-to-visible.ts',
    title: 'post-to-visible latency',
    timeoutSeconds: 3 * (30 + SETTINGS.visiblePosts / 10),
  },
  {
    file: 'edit-to-visible.ts',
    title: 'edit-to-visible latency',
    timeoutSeconds: 3 * (30 + SETTINGS.visiblePosts / 10),
  },
  {
    file: 'search.ts',
    title: 'search',
    timeoutSeconds:
      3 *
      (60 + SETTINGS.searchItems / 500 + 2 * SETTINGS.rounds * (SETTINGS.searchSeconds + SETTINGS.warmupSeconds + 2)),
  },
  {
    file: 'expert-search.ts',
    title: 'expert location search',
    timeoutSeconds:
      3 * (60 + SETTINGS.experts / 1_000 + 2 * SETTINGS.rounds * (SETTINGS.searchSeconds + SETTINGS.warmupSeconds + 2)),
  },
  {
    file: 'live-streams.ts',
    title: 'live streams',
    timeoutSeconds: 3 * (90 + 2 * SETTINGS.liveIdleSeconds + SETTINGS.livePosts / 5 + SETTINGS.liveStreams / 100),
  },
  { file: 'quick-exit.ts', title: 'quick exit', timeoutSeconds: 3 * 120 },
  // Three pages, each scored by Lighthouse a few times at up to a minute a run.
  { file: 'frontend.ts', title: 'bundle sizes and Lighthouse', timeoutSeconds: 3 * (60 + 3 * LIGHTHOUSE_RUNS * 60) },
];

type ChildMessage =
  | { type: 'database'; name: string }
  | { type: 'log'; message: string }
  | { type: 'results'; results: BenchResult[] }
  | { type: 'error'; message: string };

interface Outcome {
  bench: BenchFile;
  /** CPU share used by other processes just before the benchmark started. */
  busyBefore: number | null;
  results: BenchResult[];
  error: string | null;
  seconds: number;
}

function runFile(bench: BenchFile, shared: Record<string, number>, busyBefore: number | null): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const databases = new Set<string>();
    let results: BenchResult[] | null = null;
    let error: string | null = null;
    const child = fork(path.join(__dirname, bench.file), [], {
      env: { ...process.env, BENCH_SHARED: JSON.stringify(shared) },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const timer = setTimeout(() => {
      error = `timed out after ${bench.timeoutSeconds} s`;
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    }, bench.timeoutSeconds * 1000);
    child.on('message', (message: ChildMessage) => {
      if (message.type === 'database') databases.add(message.name);
      else if (message.type === 'log') console.log(`  ${message.message}`);
      else if (message.type === 'results') results = message.results;
      else error = message.message;
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (!results && !error) error = `exited with ${signal ?? code} before reporting`;
      // Whatever the child could not drop (killed, crashed) is dropped here.
      void Promise.allSettled([...databases].map((name) => dropDatabase(name))).then(() =>
        resolve({ bench, busyBefore, results: results ?? [], error, seconds: (performance.now() - started) / 1000 }),
      );
    });
  });
}

/**
 * The share of all CPUs busy during one idle second before a benchmark (Linux): anything else
 * running (tests, builds) competes with the benchmark on a small machine and makes it noisy.
 */
async function busyCpuShare(): Promise<number | null> {
  const sample = () => {
    const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    const idle = fields[3]! + (fields[4] ?? 0);
    return { idle, total: fields.reduce((a, b) => a + b, 0) };
  };
  try {
    const a = sample();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const b = sample();
    return 1 - (b.idle - a.idle) / (b.total - a.total);
  } catch {
    return null;
  }
}

async function serverFacts(): Promise<string> {
  const client = new pg.Client({ connectionString: `${SERVER_URL}/postgres` });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; setting: string; unit: string | null }>(
      `select name, setting, unit from pg_settings
       where name in ('server_version', 'shared_buffers', 'synchronous_commit', 'fsync', 'commit_delay', 'max_wal_size')
       order by name`,
    );
    const facts = Object.fromEntries(
      rows.map((r) => [
        r.name,
        r.unit === '8kB' ? `${(Number(r.setting) * 8) / 1024} MB` : `${r.setting}${r.unit ?? ''}`,
      ]),
    );
    return `PostgreSQL ${facts.server_version} (shared_buffers ${facts.shared_buffers}, synchronous_commit ${facts.synchronous_commit}, fsync ${facts.fsync})`;
  } finally {
    await client.end();
  }
}

interface Report {
  /** When, how long, on what. */
  heading: string;
  table: string[];
  /** How the figures were taken, the noise warning and the per-benchmark notes. */
  notes: string[];
}

function report(outcomes: Outcome[], environment: string, totalSeconds: number): Report {
  const cell = (s: string) => s.replace(/\|/g, '\\|');
  const table = ['| Benchmark | Result | Baseline (same run) | Ratio | Target | |', '|---|---|---|---:|---|---|'];
  for (const o of outcomes) {
    for (const r of o.results) {
      table.push(
        `| ${cell(r.title)} | ${cell(r.result)} | ${cell(r.baseline)} | ${r.ratio.toFixed(2)}x | ${cell(r.targetText)} | ${r.pass ? 'PASS' : 'MISS'} |`,
      );
    }
    if (o.error) table.push(`| ${cell(o.bench.title)} | error | | | | ERROR |`);
  }
  const noisy = outcomes.filter((o) => o.busyBefore !== null && o.busyBefore > BUSY_WARNING);
  const notes = outcomes.flatMap((o) => [
    ...o.results.flatMap((r) => r.details.map((d) => `- ${r.title}: ${d}`)),
    ...(o.error ? [`- ${o.bench.title}: failed: ${o.error.split('\n')[0]}`] : []),
  ]);
  return {
    heading: `_${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, \`npm run bench\` (${fmt(totalSeconds)} s); ${environment}._`,
    table,
    notes: [
      `Each ratio is against a baseline measured in the same run on the same database server; throughput figures are the median of ${SETTINGS.rounds} alternating rounds (${SETTINGS.seconds} s after a ${SETTINGS.warmupSeconds} s warm-up for appends, ${SETTINGS.readSeconds} s for the list and detail endpoints).`,
      ...(noisy.length > 0
        ? [
            '',
            `**Noisy run:** other processes kept ${noisy.map((o) => `${fmt(o.busyBefore! * 100)}%`).join(', ')} of the CPUs busy just before ${noisy.map((o) => o.bench.title).join(', ')}.`,
          ]
        : []),
      '',
      ...notes,
    ],
  };
}

const REPORT = path.join(__dirname, 'REPORT.md');
const CHART = path.join(__dirname, 'report.png');

const markdownReport = (r: Report, chart: string) =>
  [
    '# Performance report',
    '',
    r.heading,
    '',
    `![Each figure as a ratio to its baseline](${chart})`,
    '',
    ...r.table,
    '',
    ...r.notes,
    '',
  ].join('\n');

const README = path.resolve(__dirname, '..', 'README.md');
const README_START = '<!-- bench:start -->';
const README_END = '<!-- bench:end -->';

/** Replaces the README's table (between its markers) with this run's heading and table. */
function updateReadme(r: Report): boolean {
  const text = fs.readFileSync(README, 'utf8');
  const start = text.indexOf(README_START);
  const end = text.indexOf(README_END);
  if (start < 0 || end < start) return false;
  const section = [README_START, r.heading, '', ...r.table, README_END].join('\n');
  fs.writeFileSync(README, text.slice(0, start) + section + text.slice(end + README_END.length));
  return true;
}

async function main(): Promise<void> {
  const started = performance.now();
  const only = process.argv.slice(2);
  const selected = only.length > 0 ? BENCHMARKS.filter((b) => only.some((o) => b.file.startsWith(o))) : BENCHMARKS;
  const environment = `${os.cpus().length} CPUs (${os.cpus()[0]?.model.trim() ?? 'unknown'}), node ${process.version}, ${await serverFacts()}`;
  console.log(`Benchmarks on ${environment}\n`);

  const shared: Record<string, number> = {};
  const outcomes: Outcome[] = [];
  for (const bench of selected) {
    const busy = await busyCpuShare();
    const noisy = busy !== null && busy > BUSY_WARNING;
    console.log(
      `${bench.title} (bench/${bench.file})${busy === null ? '' : `; CPU busy before start ${fmt(busy * 100)}%${noisy ? ' (other processes are running: figures will be noisy)' : ''}`}`,
    );
    const outcome = await runFile(bench, shared, busy);
    outcomes.push(outcome);
    for (const r of outcome.results) Object.assign(shared, r.shared ?? {});
    if (outcome.error) console.log(`  ERROR: ${outcome.error}`);
    console.log(`  (${outcome.seconds.toFixed(0)} s)\n`);
  }

  const totalSeconds = (performance.now() - started) / 1000;
  console.log('Results');
  for (const o of outcomes) {
    for (const r of o.results) console.log(`  ${r.line}`);
    if (o.error) console.log(`  ${o.bench.title}: ERROR ${o.error.split('\n')[0]}`);
  }
  if (outcomes.some((o) => o.busyBefore !== null && o.busyBefore > BUSY_WARNING)) {
    console.log('  (noisy: other processes were using the CPUs; see the CPU busy figures above)');
  }

  const result = report(outcomes, environment, totalSeconds);
  // Only a full run speaks for the whole report: a partial one goes to bench/out and drops no rows.
  const full = selected === BENCHMARKS;
  const out = full ? REPORT : path.join(__dirname, 'out', 'latest.md');
  const chart = full ? CHART : path.join(__dirname, 'out', 'latest.png');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, markdownReport(result, path.relative(path.dirname(out), chart)));
  await writeChart(
    outcomes.flatMap((o) => o.results),
    result.heading.replace(/^_|_$/g, '').split('; PostgreSQL')[0]!,
    chart,
  );
  console.log(
    `\nWrote ${path.relative(process.cwd(), out)} and ${path.relative(process.cwd(), chart)} (${totalSeconds.toFixed(0)} s in all)`,
  );
  if (full) {
    if (updateReadme(result)) console.log(`Updated the table in ${path.relative(process.cwd(), README)}`);
    else console.log(`README.md has no ${README_START} ... ${README_END} section: not updated`);
  }

  const failed = outcomes.some((o) => o.error);
  const missed = outcomes.some((o) => o.results.some((r) => !r.pass));
  process.exitCode = failed || (missed && process.env.BENCH_STRICT === '1') ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
