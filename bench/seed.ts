import { migrateToLatest } from '../src/infra/sql/migrate';
import { ALL_MIGRATIONS } from '../src/projections/all-migrations';
import type { SqlDatabase } from '../src/infra/sql/database';
import type { ReadModel } from '../src/projections/read-model';
import { SQL_DATABASE } from '../src/infra/tokens';
import { openCliApp, runCommand } from '../src/cli/cli-app';
import { CliError, SITE_ENVIRONMENT, type CommandSpec } from '../src/cli/command-line';
import { seedDatabase, type SeedSizes } from './lib/seeder';

/** Far above what the seeding writes per member: none of its posts waits for review. */
const SEEDING_RATE_LIMIT_FACTOR = '100000';

const LIMITS: Record<keyof SeedSizes, number> = { users: 10_000, items: 100_000, events: 1_000_000 };
const DEFAULTS: SeedSizes = { users: 200, items: 1_000, events: 0 };
const MEANING: Record<keyof SeedSizes, string> = {
  users: 'accounts, a tenth of them experts',
  items: 'articles, questions, books and videos',
  events: 'votes and replies are added until the event store holds N events',
};

const SEED: CommandSpec = {
  script: 'seed',
  direct: 'node -r @swc-node/register bench/seed.ts',
  synopsis: '[--users N] [--items N] [--events N]',
  description: [
    'Fills the configured database through the real commands, so that events, projections and search all',
    'hold the data, and prints the password every seeded account signs in with. With the services profile a',
    'running site may stay up (its projector does the catching up); the embedded database needs the site stopped.',
  ].join('\n'),
  options: (Object.keys(LIMITS) as (keyof SeedSizes)[]).map((name) => ({
    name,
    value: 'N',
    help: `${MEANING[name]} (default ${DEFAULTS[name].toLocaleString('en-US')}, at most ${LIMITS[name].toLocaleString('en-US')})`,
  })),
  environment: SITE_ENVIRONMENT,
};

function sizes(args: Map<string, string>): SeedSizes {
  const result = { ...DEFAULTS };
  for (const name of Object.keys(LIMITS) as (keyof SeedSizes)[]) {
    const value = args.get(name);
    if (value === undefined) continue;
    const n = Number(value);
    if (!Number.isInteger(n) || n < 0 || n > LIMITS[name])
      throw new CliError(`--${name} takes a whole number from 0 to ${LIMITS[name].toLocaleString('en-US')}.`);
    result[name] = n;
  }
  if (result.users < 1) throw new CliError('--users must be at least 1: every post has an author.');
  return result;
}

runCommand(SEED, async ({ options }) => {
  const wanted = sizes(options);
  const started = performance.now();
  // The projector runs here unless a running site already holds its lock.
  // Seeded members write a community's history in one go: the pace a new member is held to is for people
  // (RATE_LIMIT_FACTOR multiplies it, as it does every limit), so this process alone lifts it.
  const { app } = await openCliApp(['projector'], { ...process.env, RATE_LIMIT_FACTOR: SEEDING_RATE_LIMIT_FACTOR });
  try {
    await migrateToLatest(app.get<SqlDatabase<ReadModel>>(SQL_DATABASE).db, ALL_MIGRATIONS);
    const result = await seedDatabase(app, wanted, (message) => console.log(message));
    const counts = new Map<string, number>();
    for (const post of result.posts) counts.set(post.kind, (counts.get(post.kind) ?? 0) + 1);
    const byKind = [...counts].map(([kind, count]) => `${count} ${kind}`);
    console.log(
      [
        `Seeded ${result.users.length} users (${result.listedExperts} listed experts), ${result.posts.length} posts (${byKind.join(', ')}),`,
        `${result.replies.length} answers and comments, ${result.votes} votes, ${result.bookmarks} bookmarks; the event store holds ${result.events} events.`,
        `Accounts: ${result.users[0]!.email} and the like, password "${result.password}". ${((performance.now() - started) / 1000).toFixed(0)} s.`,
      ].join('\n'),
    );
  } finally {
    await app.close();
  }
});
