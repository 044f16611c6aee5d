import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { openCliApp, runCommand } from '../src/cli/cli-app';
import { CliError, type CommandSpec } from '../src/cli/command-line';
import type { SqlDatabase } from '../src/infra/sql/database';
import type { ReadModel } from '../src/projections/read-model';
import { migrateToLatest } from '../src/infra/sql/migrate';
import { ALL_MIGRATIONS } from '../src/projections/all-migrations';
import { SQL_DATABASE } from '../src/infra/tokens';
import { PROJECTION_LANES, PROJECTIONS } from '../src/projections/all-projections';
import { inParallel, logIn, type Session } from './lib/api';
import { deleteRedisKeys } from './lib/app';
import { type ProfileSummary, summariseCpuProfile } from './lib/cpu-profile-summary';
import { type BenchDatabase, createDatabase, dropDatabase, fmt, REDIS_URL, sleep } from './lib/harness';
import { checkNothingLost } from './lib/load-checks';
import { copyDatabase } from './lib/load-database';
import {
  fiveHundreds,
  lagTable,
  profileSection,
  routeTable,
  targetTable,
  writeSplitTable,
  writeTargets,
} from './lib/load-report';
import { type Shape, SHAPES, startShape } from './lib/load-shapes';
import { type Acknowledged, type RouteFigures, routeSpecs, runMixedWorkload } from './lib/mixed-workload';
import { type LagResult, startLagSampler } from './lib/projection-lag';
import { type SeedResult, seedDatabase } from './lib/seeder';

const REPORT = path.join(__dirname, 'LOAD.md');
const PROFILES = path.join(__dirname, 'out', 'load');
/** How often the lag sampler reads the events and the checkpoints. */
const LAG_POLL_MS = 10;
/** Rate limits multiplied out of the way: many members at once from one address is not an attack here. */
const RATE_LIMIT_FACTOR = '100000';

const DEFAULTS = { users: 1_000, items: 10_000, events: 0, seconds: 60 };

const LOAD: CommandSpec = {
  script: 'load',
  direct: 'node -r @swc-node/register bench/load.ts',
  synopsis: '[--users N] [--items N] [--events N] [--seconds S]',
  description: [
    'Seeds a fresh database through the real commands, then for each of two shapes (one process with',
    'every role; the services shape of docker-compose.yml: API processes, a projector and a worker) starts',
    'the built server on a copy of it, CPU-profiled, and runs a mixed workload (lists, details, replies,',
    'topic pages, search; posts, answers and comments, votes, bookmarks by many members at once) for S',
    'seconds with autocannon. Prints rps and p50/p95/p99 per route, the write routes against the detail',
    'page, each projection’s lag behind the writes, and where the CPU time went, into bench/LOAD.md (the',
    'profiles are in bench/out/load/). Passes only with no 5xx and nothing lost: every acknowledged write',
    'is in the read model, every vote total is the sum of its voters’ votes.',
  ].join('\n'),
  options: (Object.keys(DEFAULTS) as (keyof typeof DEFAULTS)[]).map((name) => ({
    name,
    value: name === 'seconds' ? 'S' : 'N',
    help: `default ${DEFAULTS[name].toLocaleString('en-US')}`,
  })),
  environment: [
    {
      name: 'BENCH_PG_URL, BENCH_REDIS_URL',
      help: 'the PostgreSQL server and Redis it makes its own database and key prefix on (default: local)',
    },
  ],
};

function options(args: Map<string, string>) {
  const number = (name: string, fallback: number) => {
    const value = Number(args.get(name) ?? fallback);
    if (!Number.isInteger(value) || value < 0) throw new CliError(`--${name} takes a whole number.`);
    return value;
  };
  return {
    users: number('users', DEFAULTS.users),
    items: number('items', DEFAULTS.items),
    events: number('events', DEFAULTS.events),
    seconds: number('seconds', DEFAULTS.seconds),
  };
}

const log = (message: string) => console.log(`[load] ${message}`);

async function seed(env: Record<string, string>, sizes: { users: number; items: number; events: number }) {
  const { app } = await openCliApp(['projector'], env);
  try {
    await migrateToLatest(app.get<SqlDatabase<ReadModel>>(SQL_DATABASE).db, ALL_MIGRATIONS);
    return await seedDatabase(app, sizes, (message) => log(`seed: ${message}`));
  } finally {
    await app.close();
  }
}

async function waitForProjections(base: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const health = (await (await fetch(`${base}/health`)).json()) as { projections: { caughtUp: boolean }[] };
    if (health.projections.every((p) => p.caughtUp)) return;
    if (Date.now() > deadline) throw new Error('The projections did not catch up within two minutes of the load.');
    await sleep(250);
  }
}

interface ShapeRun {
  shape: Shape;
  figures: RouteFigures[];
  lag: LagResult;
  acks: Acknowledged;
  failures: string[];
  /** The machine's 1-minute load average as the load started and ended (ours included): how busy the machine was. */
  loadAverage: { before: number; after: number };
  profiles: { name: string; file: string }[];
  summaries: { name: string; file: string; summary: ProfileSummary | null }[];
}

const HANDLES = Object.fromEntries(PROJECTIONS.map((p) => [p.name, [...p.handles]]));
const LANES = Object.fromEntries(PROJECTION_LANES.flatMap((lane) => lane.projections.map((p) => [p.name, lane.name])));

async function runShape(
  shape: Shape,
  template: BenchDatabase,
  seeded: SeedResult,
  dataDir: string,
  seconds: number,
): Promise<ShapeRun> {
  const database = await copyDatabase(template);
  const prefix = `load-${randomBytes(6).toString('hex')}`;
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL,
    REDIS_PREFIX: prefix,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    RATE_LIMIT_FACTOR,
    // Each write's answer splits its time into the command and the wait for the read model.
    SERVER_TIMING: 'true',
  };
  const running = await startShape(shape, env, PROFILES);
  let stopped = false;
  try {
    const { bases } = running;
    const members = seeded.users.filter((u) => u.role === 'member').slice(0, 40);
    const sessions: { uid: number; session: Session }[] = [];
    await inParallel(members, 2, async (member) => {
      const base = bases[sessions.length % bases.length]!;
      sessions.push({ uid: member.uid, session: await logIn(base, member.email, seeded.password) });
    });
    const topics = (
      (await (await fetch(`${bases[0]}/api/topics`)).json()) as { topics: { slug: string }[] }
    ).topics.map((t) => t.slug);
    const searchWords = [
      ...new Set(seeded.posts.slice(0, 2_000).flatMap((p) => p.title.toLowerCase().match(/[a-z]{5,}/g) ?? [])),
    ];
    const workload = { bases, seconds, posts: seeded.posts, replies: seeded.replies, topics, searchWords, sessions };
    const acks: Acknowledged = { posts: [], replies: [], votes: new Map(), voteCount: 0, bookmarks: [] };

    const sampler = await startLagSampler({
      databaseUrl: database.url,
      handles: HANDLES,
      lanes: LANES,
      intervalMs: LAG_POLL_MS,
      catchUpSeconds: 60,
    });
    log(`${shape.name}: ${seconds} s of mixed load on ${bases.join(', ')}`);
    const loadBefore = os.loadavg()[0]!;
    const figures = await runMixedWorkload(
      workload,
      routeSpecs(workload, acks, `run${randomBytes(3).toString('hex')}`),
    );
    const loadAverage = { before: loadBefore, after: os.loadavg()[0]! };
    const lag = await sampler.finish();
    await waitForProjections(bases[0]!);
    const lost = await checkNothingLost(database.url, acks);
    const errors = figures.reduce((s, f) => s + fiveHundreds(f), 0);
    const failures = [
      ...lost,
      ...(errors === 0 ? [] : [`${errors} answers with a 5xx status`]),
      ...figures.filter((f) => f.requests === 0).map((f) => `${f.route} got no answer at all`),
      // Every request of the workload is a valid one: a 4xx means the workload measured refusals.
      ...figures.flatMap((f) =>
        Object.entries(f.statuses)
          .filter(([status]) => Number(status) >= 300 && Number(status) < 500)
          .map(([status, count]) => `${f.route}: ${count} answers with ${status}`),
      ),
      ...figures
        .filter((f) => f.errors + f.timeouts > 0)
        .map((f) => `${f.route}: ${f.errors} connection errors, ${f.timeouts} timeouts`),
      ...[...lag.projections, lag.allProjections]
        .filter((p) => p.behind > 0)
        .map((p) => `${p.projection}: ${p.behind} events not passed a minute after the load`),
    ].map((failure) => `${shape.name}: ${failure}`);
    if (errors > 0) console.error(running.errors().slice(-4_000));
    stopped = true;
    await running.stop();
    const run = { shape, figures, lag, acks, failures, loadAverage, profiles: running.profiles, summaries: [] };
    return { ...run, summaries: summarise(run) };
  } finally {
    if (!stopped) await running.stop();
    await deleteRedisKeys(prefix).catch(() => 0);
    await dropDatabase(database.name);
  }
}

function shapeSection(run: ShapeRun, seconds: number): string[] {
  const { acks } = run;
  return [
    `## ${run.shape.name === 'single' ? 'Single process' : 'Services shape'}`,
    '',
    `${run.shape.description[0]!.toUpperCase()}${run.shape.description.slice(1)}. The machine's load average (1 min, this test's own processes included) was ${run.loadAverage.before.toFixed(1)} as the load started and ${run.loadAverage.after.toFixed(1)} as it ended.`,
    '',
    ...routeTable(run.figures, seconds, run.lag),
    '',
    `Acknowledged writes: ${acks.posts.length} posts, ${acks.replies.length} answers and comments, ${acks.voteCount} votes, ${acks.bookmarks.length} bookmarks.`,
    '',
    '### Writes against the detail page (the issue’s target, same run)',
    '',
    ...targetTable(run.figures),
    '',
    '### Where a write’s time goes (its Server-Timing header, same run)',
    '',
    ...writeSplitTable(run.figures),
    '',
    '### Projection lag under load',
    '',
    ...lagTable(run.lag),
    '',
  ];
}

/** Each process's profile summarised, or null where none was written. */
function summarise(run: ShapeRun): { name: string; file: string; summary: ProfileSummary | null }[] {
  return run.profiles.map((profile) => ({
    ...profile,
    summary: fs.existsSync(profile.file)
      ? { ...summariseCpuProfile(profile.file), file: path.relative(process.cwd(), profile.file) }
      : null,
  }));
}

function glance(runs: ShapeRun[], seconds: number): string[] {
  const p = (f: { p50: number; p99: number }) => `${fmt(f.p50, 1)} / ${fmt(f.p99, 1)}`;
  return [
    '| shape | rps | GET detail p50 / p99 ms | slowest write p50 / p99 ms | worst write ÷ detail p50, p99 | lag, every handling projection p50 / p99 ms | of which readable p50 / p99 ms | CPU busy per process |',
    '|---|---:|---:|---:|---:|---:|---:|---|',
    ...runs.map((run) => {
      const detail = run.figures.find((f) => f.route === 'GET detail')!;
      const writes = run.figures.filter((f) => !f.route.startsWith('GET'));
      const slowest = writes.reduce((a, b) => (b.p99 > a.p99 ? b : a));
      const targets = writeTargets(run.figures);
      const worst50 = Math.max(...targets.map((t) => t.p50Ratio));
      const worst99 = Math.max(...targets.map((t) => t.p99Ratio));
      const busy = run.summaries
        .map((s) => `${s.name} ${s.summary ? `${(s.summary.busy * 100).toFixed(0)} %` : '?'}`)
        .join(', ');
      const rps = fmt(run.figures.reduce((sum, f) => sum + f.requests, 0) / seconds);
      return `| ${run.shape.name} | ${rps} | ${p(detail)} | ${slowest.route} ${p(slowest)} | ${worst50.toFixed(1)}x, ${worst99.toFixed(1)}x | ${p(run.lag.allProjections)} | ${p(run.lag.horizon)} | ${busy} |`;
    }),
  ];
}

function profilesSection(runs: ShapeRun[]): string[] {
  const lines = ['## Where the CPU time goes', ''];
  for (const run of runs)
    for (const { name, file, summary } of run.summaries)
      lines.push(
        ...(summary
          ? profileSection(`${run.shape.name} ${name}`, summary)
          : [`**${run.shape.name} ${name}**: no profile was written (\`${file}\`).`]),
        '',
      );
  return lines;
}

const MEASURED = [
  '## What is measured',
  '',
  '- Routes: one autocannon instance per route, all at once, for the whole run; latency is autocannon’s, from a request sent to its answer.',
  '  In the services shape each route’s connections are spread over the API processes (connection i to process i mod n, each route starting at another).',
  '- A write’s time: the servers run with `SERVER_TIMING=true`, so each write’s answer names, in its `Server-Timing` header, its `command` (read the stream,',
  '  decide, append), its wait for the projections its next screen reads (`next-reads`) and its whole time in the server (`total`, from the request’s arrival',
  '  to its answer). Each column is a percentile over the route’s answers on its own, so the columns of a row do not add up exactly.',
  '- Projection lag: a child process polls PostgreSQL every ' +
    `${LAG_POLL_MS} ms with one statement that reads the new rows of \`es_events\` (by transaction id, from the previous snapshot’s xmin) and every row of \`projection_checkpoints\`, stamped with the database’s \`clock_timestamp()\`.`,
  '  For each event appended during the load (every one is a write of the workload), and each projection whose `handles` includes the event’s type, the lag is',
  '  the time from the first poll that sees the event committed to the first poll in which that projection’s checkpoint (the later of its own row and the',
  '  read-through row `*`, as the product’s waiters read it) is at or past the event’s position (transaction id, global position). Projections that do not',
  '  handle a type are not timed for it (they move in memory and persist their row lazily). "every handling projection" is, per event, the time until the',
  '  last of its projections passed it: what a write waiting for every projection waits for, after its append. The table’s lag row is the projection with the slowest p99.',
  '- CPU: every server process runs under `node --cpu-prof` from start to stop (start-up and the catch-up after the load included); self time is summed per',
  '  function and per area (our code by folder under dist/, each npm package, Node’s internals, garbage collection, idle); inclusive time is the time one of',
  '  our functions was anywhere on the stack. The profiler samples the main thread by the wall clock: time "in" a native call such as `writev` (a socket',
  '  write: a query to PostgreSQL or an HTTP answer) is time inside the system call, which on a busy 2-core machine includes waiting for a CPU while',
  '  PostgreSQL and the other processes run. "readable" is, per event, the time until every transaction of the database older than its own had ended,',
  "  the projector's own aside (the event store's horizon passed its transaction id): the projector reads only below it, and passes its own",
  '  transactions by (they append nothing), so that part of the lag is spent waiting for other writes to commit.',
  '',
];

runCommand(LOAD, async (line) => {
  const wanted = options(line.options);
  const template = await createDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'load-'));
  const seedPrefix = `load-seed-${randomBytes(6).toString('hex')}`;
  try {
    log(`seeding ${wanted.users} users and ${wanted.items} posts${wanted.events ? `, ${wanted.events} events` : ''}`);
    const seeded = await seed(
      {
        DATABASE_URL: template.url,
        REDIS_URL,
        REDIS_PREFIX: seedPrefix,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'error',
        RATE_LIMIT_FACTOR,
      },
      wanted,
    );
    fs.rmSync(PROFILES, { recursive: true, force: true });
    fs.mkdirSync(PROFILES, { recursive: true });
    const runs: ShapeRun[] = [];
    for (const shape of SHAPES) runs.push(await runShape(shape, template, seeded, dataDir, wanted.seconds));
    const failures = runs.flatMap((r) => r.failures);
    const lines = [
      `# Load test`,
      '',
      `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.cpus().length} cores, Node ${process.version}: ${seeded.users.length} users, ${seeded.posts.length} posts, ` +
        `${seeded.replies.length} answers and comments, ${seeded.events} events seeded; ${wanted.seconds} s of mixed load on the built server, in each of two shapes, each on its own copy of the seeded database.`,
      '',
      failures.length === 0
        ? 'PASS (both shapes): no 5xx; every acknowledged write is in the read model; every vote total equals the sum of its voters’ votes; the projections passed every write.'
        : `FAIL:\n${failures.map((f) => `- ${f}`).join('\n')}`,
      '',
      ...glance(runs, wanted.seconds),
      '',
      ...runs.flatMap((run) => shapeSection(run, wanted.seconds)),
      ...profilesSection(runs),
      ...MEASURED,
    ];
    fs.writeFileSync(REPORT, lines.join('\n'));
    console.log(lines.join('\n'));
    if (failures.length > 0)
      throw new CliError(`The load test failed: ${failures.length} problems (above, and in bench/LOAD.md).`);
  } finally {
    await deleteRedisKeys(seedPrefix).catch(() => 0);
    fs.rmSync(dataDir, { recursive: true, force: true });
    await dropDatabase(template.name);
  }
});
