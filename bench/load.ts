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
import { inParallel, logIn, type Session } from './lib/api';
import { deleteRedisKeys } from './lib/app';
import { startBuiltServer } from './lib/built-server';
import { createDatabase, dropDatabase, fmt, REDIS_URL, sleep } from './lib/harness';
import { checkNothingLost } from './lib/load-checks';
import { type Acknowledged, type RouteFigures, routeSpecs, runMixedWorkload } from './lib/mixed-workload';
import { seedDatabase } from './lib/seeder';

const REPORT = path.join(__dirname, 'LOAD.md');
/** Rate limits multiplied out of the way: many members at once from one address is not an attack here. */
const RATE_LIMIT_FACTOR = '100000';

const DEFAULTS = { users: 1_000, items: 10_000, events: 0, seconds: 60 };

const LOAD: CommandSpec = {
  script: 'load',
  direct: 'node -r @swc-node/register bench/load.ts',
  synopsis: '[--users N] [--items N] [--events N] [--seconds S]',
  description: [
    'Seeds a fresh database through the real commands, starts the built server on it, and runs a mixed',
    'workload (lists, details, replies, topic pages, search; posts, answers and comments, votes, bookmarks',
    'by many members at once) for S seconds with autocannon. Prints rps and p50/p95/p99 per route and',
    'writes them to bench/LOAD.md. Passes only with no 5xx and nothing lost: every acknowledged write is',
    'in the read model, every vote total is the sum of its voters’ votes.',
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

function table(figures: RouteFigures[], seconds: number): string[] {
  const fiveHundreds = (f: RouteFigures) =>
    Object.entries(f.statuses).reduce((sum, [status, count]) => sum + (Number(status) >= 500 ? count : 0), 0);
  const others = (f: RouteFigures) =>
    Object.entries(f.statuses)
      .filter(([status]) => Number(status) >= 300 && Number(status) < 500)
      .map(([status, count]) => `${count}×${status}`)
      .join(' ') || '–';
  return [
    `| route | requests | rps | p50 ms | p95 ms | p99 ms | 5xx | other non-2xx | errors |`,
    `|---|---:|---:|---:|---:|---:|---:|---|---:|`,
    ...figures.map(
      (f) =>
        `| ${f.route} | ${fmt(f.requests)} | ${fmt(f.rps)} | ${fmt(f.p50, 1)} | ${fmt(f.p95, 1)} | ${fmt(f.p99, 1)} | ${fiveHundreds(f)} | ${others(f)} | ${f.errors + f.timeouts} |`,
    ),
    `| all | ${fmt(figures.reduce((s, f) => s + f.requests, 0))} | ${fmt(figures.reduce((s, f) => s + f.requests, 0) / seconds)} | | | | ${figures.reduce((s, f) => s + fiveHundreds(f), 0)} | | ${figures.reduce((s, f) => s + f.errors + f.timeouts, 0)} |`,
  ];
}

runCommand(LOAD, async (line) => {
  const wanted = options(line.options);
  const database = await createDatabase();
  const prefix = `load-${randomBytes(6).toString('hex')}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'load-'));
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL,
    REDIS_PREFIX: prefix,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    RATE_LIMIT_FACTOR,
  };
  let server: Awaited<ReturnType<typeof startBuiltServer>> | null = null;
  try {
    log(`seeding ${wanted.users} users and ${wanted.items} posts${wanted.events ? `, ${wanted.events} events` : ''}`);
    const seeded = await seed(env, wanted);
    server = await startBuiltServer(env);
    const base = server.base;
    const members = seeded.users.filter((u) => u.role === 'member').slice(0, 40);
    const sessions: { uid: number; session: Session }[] = [];
    await inParallel(members, 2, async (member) => {
      sessions.push({ uid: member.uid, session: await logIn(base, member.email, seeded.password) });
    });
    const topics = ((await (await fetch(`${base}/api/topics`)).json()) as { topics: { slug: string }[] }).topics.map(
      (t) => t.slug,
    );
    const searchWords = [
      ...new Set(seeded.posts.slice(0, 2_000).flatMap((p) => p.title.toLowerCase().match(/[a-z]{5,}/g) ?? [])),
    ];
    const workload = {
      base,
      seconds: wanted.seconds,
      posts: seeded.posts,
      replies: seeded.replies,
      topics,
      searchWords,
      sessions,
    };
    const acks: Acknowledged = { posts: [], replies: [], votes: new Map(), voteCount: 0, bookmarks: [] };

    log(`${wanted.seconds} s of mixed load on ${base}`);
    const figures = await runMixedWorkload(
      workload,
      routeSpecs(workload, acks, `run${randomBytes(3).toString('hex')}`),
    );
    await waitForProjections(base);
    const lost = await checkNothingLost(database.url, acks);
    const fiveHundreds = figures.flatMap((f) => Object.entries(f.statuses).filter(([status]) => Number(status) >= 500));
    const failures = [
      ...lost,
      ...(fiveHundreds.length === 0
        ? []
        : [`${fiveHundreds.reduce((s, [, n]) => s + n, 0)} answers with a 5xx status`]),
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
    ];
    const lines = [
      `# Load test`,
      '',
      `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.cpus().length} cores, Node ${process.version}: ${seeded.users.length} users, ${seeded.posts.length} posts, ` +
        `${seeded.replies.length} answers and comments, ${seeded.events} events seeded; ${wanted.seconds} s of mixed load on the built server.`,
      '',
      ...table(figures, wanted.seconds),
      '',
      `Acknowledged writes: ${acks.posts.length} posts, ${acks.replies.length} answers and comments, ${acks.voteCount} votes, ${acks.bookmarks.length} bookmarks.`,
      failures.length === 0
        ? 'PASS: no 5xx; every acknowledged write is in the read model; every vote total equals the sum of its voters’ votes.'
        : `FAIL:\n${failures.map((f) => `- ${f}`).join('\n')}`,
      '',
    ];
    fs.writeFileSync(REPORT, lines.join('\n'));
    console.log(lines.join('\n'));
    if (failures.length > 0 && fiveHundreds.length > 0) console.error(server.errors().slice(-4_000));
    if (failures.length > 0)
      throw new CliError(`The load test failed: ${failures.length} problems (above, and in bench/LOAD.md).`);
  } finally {
    await server?.stop();
    await deleteRedisKeys(prefix).catch(() => 0);
    fs.rmSync(dataDir, { recursive: true, force: true });
    await dropDatabase(database.name);
  }
});
