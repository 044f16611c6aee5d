import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { freePort } from '../../bench/lib/free-port';
import { runBuilt } from '../support/built-process';
import { createTestDatabase, type TestDatabase } from '../support/databases';
import { REDIS_URL, uniqueName } from '../support/test-run';

// An operator starts the site (or an operator command) while a dependency is down or misnamed:
// the process says which one, where and through which variable, in one line, and exits non-zero
// instead of hanging or printing a stack trace. Nothing listens on the closed port.
const PASSWORD = 'never-in-the-output-5d2a';

describe('start-up with a dependency that does not answer', () => {
  let database: TestDatabase;
  let dataDir: string;
  let closedPort: number;
  let base: Record<string, string>;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'deps-'));
    closedPort = await freePort();
    base = { DATABASE_URL: database.url, REDIS_URL, REDIS_PREFIX: uniqueName('redis'), DATA_DIR: dataDir };
  });

  afterAll(async () => {
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** The one line the server logged (a JSON line on standard error: its output is piped). */
  const serverLine = (stderr: string) => {
    const lines = stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    return (JSON.parse(lines[0]!) as { msg: string }).msg;
  };

  describe('the server', () => {
    it('names PostgreSQL, its address without the password and DATABASE_URL, and exits 1', async () => {
      const run = await runBuilt('main.js', [], {
        ...base,
        DATABASE_URL: `postgres://divorce:${PASSWORD}@127.0.0.1:${closedPort}/divorce`,
      });
      expect(run.code).toBe(1);
      expect(serverLine(run.stderr)).toBe(
        `Cannot reach PostgreSQL at 127.0.0.1:${closedPort} (DATABASE_URL): connect ECONNREFUSED 127.0.0.1:${closedPort}`,
      );
      expect(run.stdout).toBe('');
      expect(run.stderr).not.toContain(PASSWORD);
    });

    it('names Redis and REDIS_URL, and exits 1 instead of waiting for it', async () => {
      const run = await runBuilt('main.js', [], { ...base, REDIS_URL: `redis://:${PASSWORD}@127.0.0.1:${closedPort}` });
      expect(run.code).toBe(1);
      expect(serverLine(run.stderr)).toBe(
        `Cannot reach Redis at 127.0.0.1:${closedPort} (REDIS_URL): connect ECONNREFUSED 127.0.0.1:${closedPort}`,
      );
      expect(run.stderr).not.toContain(PASSWORD);
    });

    it('names EventStoreDB and EVENTSTORE_URL when it is set, and exits 1', async () => {
      const run = await runBuilt('main.js', [], {
        ...base,
        EVENTSTORE_URL: `esdb://127.0.0.1:${closedPort}?tls=false`,
      });
      expect(run.code).toBe(1);
      expect(serverLine(run.stderr)).toMatch(
        new RegExp(`^Cannot reach EventStoreDB at 127\\.0\\.0\\.1:${closedPort} \\(EVENTSTORE_URL\\): .*ECONNREFUSED`),
      );
    });

    it('names each dependency that does not answer, one line each', async () => {
      const run = await runBuilt('main.js', [], {
        ...base,
        DATABASE_URL: `postgres://divorce@127.0.0.1:${closedPort}/divorce`,
        REDIS_URL: `redis://127.0.0.1:${closedPort}`,
      });
      expect(run.code).toBe(1);
      const lines = run.stderr
        .trim()
        .split('\n')
        .map((line) => (JSON.parse(line) as { msg: string }).msg);
      expect(lines).toEqual([
        expect.stringMatching(/^Cannot reach PostgreSQL at .* \(DATABASE_URL\): /),
        expect.stringMatching(/^Cannot reach Redis at .* \(REDIS_URL\): /),
      ]);
    });
  });

  describe('an operator command', () => {
    it.each([
      ['migrate', 'cli/migrate.js', []],
      [
        'admin:create',
        'cli/create-admin.js',
        ['--email', 'someone@example.org', '--password', 'a long enough password'],
      ],
      ['projections:rebuild', 'cli/rebuild-projections.js', []],
    ])('(%s) says the same in one line and exits 1', async (_name, script, args) => {
      const run = await runBuilt(script, args, {
        ...base,
        DATABASE_URL: `postgres://divorce:${PASSWORD}@127.0.0.1:${closedPort}/divorce`,
      });
      expect(run.code).toBe(1);
      expect(run.stderr.trim()).toBe(
        `Cannot reach PostgreSQL at 127.0.0.1:${closedPort} (DATABASE_URL): connect ECONNREFUSED 127.0.0.1:${closedPort}`,
      );
      expect(run.stdout).toBe('');
    });

    it('(admin:create) names Redis too, which its commands need', async () => {
      const run = await runBuilt('cli/create-admin.js', ['--email', 'someone@example.org'], {
        ...base,
        REDIS_URL: `redis://127.0.0.1:${closedPort}`,
      });
      expect(run.code).toBe(1);
      expect(run.stderr.trim()).toBe(
        `Cannot reach Redis at 127.0.0.1:${closedPort} (REDIS_URL): connect ECONNREFUSED 127.0.0.1:${closedPort}`,
      );
    });
  });
});
