/**
 * npm run seed -- --users N --items N [--events N]
 *
 * Fills the configured database (DATABASE_URL, else the embedded one in DATA_DIR) through the real
 * commands, so that events, projections and search all hold the data. Prints the shared password of
 * the seeded accounts. A running site may stay up: its projector then does the catching up.
 */
import { migrateToLatest } from '../src/infra/sql/migrate';
import type { SqlDatabase } from '../src/infra/sql/database';
import { SQL_DATABASE } from '../src/infra/tokens';
import { CliError, flags, openCliApp, runCli } from '../src/cli/cli-app';
import { seedDatabase, type SeedSizes } from './lib/seeder';

const LIMITS: Record<keyof SeedSizes, number> = { users: 10_000, items: 100_000, events: 1_000_000 };
const DEFAULTS: SeedSizes = { users: 200, items: 1_000, events: 0 };

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

runCli(async () => {
  const wanted = sizes(flags(process.argv.slice(2)));
  const started = performance.now();
  // The projector runs here unless a running site already holds its lock.
  const { app } = await openCliApp(['projector']);
  try {
    await migrateToLatest(app.get<SqlDatabase>(SQL_DATABASE).db);
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
