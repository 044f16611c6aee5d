import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config/config';
import { type EventStore, type GlobalPosition, laterPosition } from '../../src/infra/event-store/event-store.port';
import { EVENT_STORE } from '../../src/infra/tokens';
import { ProjectionProgress } from '../../src/projections/progress';
import { createTestDatabase, type TestDatabase } from './databases';
import { copyPGliteTemplate } from './migrated-templates';
import { REDIS_URL, uniqueName } from './test-run';

export type TestProfile = 'services' | 'embedded';

export interface TestApp {
  app: NestFastifyApplication;
  config: Config;
  baseUrl: string;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * The whole application on a free port (or `port`: a restart where a browser looks for it again):
 * `services` on a fresh PostgreSQL database and a fresh Redis key prefix (or the `DATABASE_URL` and
 * `REDIS_PREFIX` given), `embedded` on PGlite in a fresh temporary folder. Either database is a copy
 * of the run's migrated template, so the application starts with nothing to migrate.
 */
export async function startTestApp(
  profile: TestProfile,
  env: Record<string, string> = {},
  { port: listenPort = 0 }: { port?: number } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dc-test-'));
  let database: TestDatabase | null = null;
  const base: Record<string, string> = { DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '3000', ...env };
  if (profile === 'services') {
    // A test with a server of its own (private-postgres.ts) passes its DATABASE_URL.
    if (!env.DATABASE_URL) database = await createTestDatabase({ schema: 'all' });
    Object.assign(base, {
      DATABASE_URL: database?.url ?? env.DATABASE_URL,
      REDIS_URL,
      REDIS_PREFIX: uniqueName('redis'),
      ...env,
    });
  } else if (!env.DATA_DIR) copyPGliteTemplate('all', path.join(dataDir, 'pglite'));
  const config = loadConfig(base);
  const app = await createApp(config);
  await app.listen({ port: listenPort, host: '127.0.0.1' });
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    config,
    baseUrl: `http://127.0.0.1:${port}`,
    dataDir,
    async close() {
      await app.close();
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Waits until every projection has passed every event appended so far (the store's head, or `after`
 * if that is later), and fails the test if they have not within 10 s. For reads of what catches up
 * behind a write (search, other members' bells) and for work left behind by a request.
 */
export async function projectionsCaughtUp(t: Pick<TestApp, 'app'>, after?: GlobalPosition): Promise<void> {
  const head = await t.app.get<EventStore>(EVENT_STORE).headPosition();
  const position = after ? laterPosition(head, after) : head;
  if (!(await t.app.get(ProjectionProgress).waitFor(position, 10_000)))
    throw new Error('The projections did not pass the store’s head within 10 s');
}

export interface OutboxEmail {
  to: string;
  subject: string;
  text: string;
}

/** Every email in the outbox folder (the embedded and test mailer), oldest first; those to `to` if given. */
export function emailsIn(dataDir: string, to?: string): OutboxEmail[] {
  const outbox = path.join(dataDir, 'outbox');
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(outbox, f), 'utf8')) as OutboxEmail)
    .filter((mail) => to === undefined || mail.to === to);
}

/** The newest email to `to` in the outbox folder, waited for up to `timeoutMs` (a reset code goes through two jobs). */
export async function latestEmail(dataDir: string, to: string, timeoutMs = 10_000): Promise<OutboxEmail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = emailsIn(dataDir, to);
    if (mails.length > 0) return mails[mails.length - 1]!;
    if (Date.now() > deadline) throw new Error(`No email to ${to} in ${path.join(dataDir, 'outbox')}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
