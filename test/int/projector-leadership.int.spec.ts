import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import { CommandRunner } from '../../src/writes/command-runner';
import { sql } from 'kysely';
import { openCliApp } from '../../src/cli/cli-app';
import { systemContext } from '../../src/commands/command-context';
import { signUp as signUpWrite } from '../../src/commands/users/account-writes';
import { comparePositions, type GlobalPosition, START } from '../../src/infra/event-store/event-store.port';
import { openPostgres, type SqlDatabase } from '../../src/infra/sql/database';
import type { ReadModel } from '../../src/projections/read-model';
import { PROJECTIONS, projectedThrough } from '../../src/projections/all-projections';
import { readAllCheckpoints } from '../../src/projections/checkpoints';
import { type BuiltProcess, logRecords, startBuilt, untilLogged } from '../support/built-process';
import { createTestDatabase, type TestDatabase } from '../support/databases';
import { type PartitionProxy, startPartitionProxy } from '../support/partition-proxy';
import { REDIS_URL, uniqueName } from '../support/test-run';
import { until } from '../support/until';

// Two projector processes as compose runs them (`node dist/main.js`, PROCESS_ROLES=projector). The
// leader's lock connection is cut from outside, as an operator or a server restart cuts it, or goes
// silent, as across a network partition: the old leader stops projecting and stands by, the standby
// takes over, and every event appended afterwards is projected once, with no error logged by either.
const LEADING = /^Leading: this process holds the projector lock/;
const STANDING_BY = /^Standing by: another process holds the projector lock/;
const LOST = /^Lost the projector lock \((.+)\); stopping the projections/;
// The connection's own error or the check in flight on it may be the first to hear of the termination.
const TERMINATED = /^lost: (its connection|the check) failed: terminating connection due to administrator command$/;
const UNANSWERED = 'the check failed: Query read timeout';
const PINO_INFO = 30;
const PINO_WARN = 40;

describe('two projectors when the leader loses its lock connection', () => {
  let testDb: TestDatabase;
  let database: SqlDatabase<ReadModel>;
  let dataDir: string;
  let env: Record<string, string>;
  let cli: INestApplicationContext;
  let proxy: PartitionProxy;
  const projectors: BuiltProcess[] = [];
  let signedUp = 0;

  const lockConnectionOf = (projector: BuiltProcess) =>
    `divorce-community projector-lock ${os.hostname()}-${projector.pid}`;

  /** Cuts a session from outside, as `pg_terminate_backend` in psql would: true if there was one. */
  async function terminate(applicationName: string): Promise<boolean> {
    const { rows } = await sql<{ ended: boolean }>`
      select pg_terminate_backend(pid) as ended from pg_stat_activity where application_name = ${applicationName}`.execute(
      database.db,
    );
    return rows.length === 1 && rows[0]!.ended;
  }

  /** Members sign up through the real command; resolves once every projection has read their events. */
  async function signUp(count: number): Promise<void> {
    let last: GlobalPosition = START;
    for (let i = 0; i < count; i++) {
      const email = `leader-${++signedUp}@example.org`;
      const { position } = await cli
        .get(CommandRunner)
        .runOnly(signUpWrite, { email, password: 'a long enough password' }, systemContext(`leader-${signedUp}`));
      if (position && comparePositions(position, last) > 0) last = position;
    }
    await until(
      async () => {
        const checkpoints = await readAllCheckpoints(database.db);
        return PROJECTIONS.every((p) => comparePositions(projectedThrough(checkpoints, p.name), last) >= 0);
      },
      'the projections to read the sign-ups',
      60_000,
    );
  }

  /** Each member is in the read model once, and each of their events in the history once. */
  async function expectProjectedOnce(): Promise<void> {
    const { rows } = await sql<{ users: bigint; registered: bigint }>`
      select (select count(*) from users) as users, (select count(*) from audit_events where type = 'UserRegistered') as registered`.execute(
      database.db,
    );
    expect(rows[0]).toEqual({ users: BigInt(signedUp), registered: BigInt(signedUp) });
  }

  beforeAll(async () => {
    testDb = await createTestDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leader-'));
    env = {
      DATABASE_URL: testDb.url,
      REDIS_URL,
      REDIS_PREFIX: uniqueName('redis'),
      DATA_DIR: dataDir,
      PROCESS_ROLES: 'projector',
    };
    database = openPostgres<ReadModel>(testDb.url);
    const server = new URL(testDb.url);
    proxy = await startPartitionProxy({ host: server.hostname, port: Number(server.port || 5432) });
    // The commands run here, in an operator command's application (no projector of its own).
    ({ app: cli } = await openCliApp([], { ...env, LOG_LEVEL: 'silent' }));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(projectors.map((p) => p.stop()));
    await cli?.close();
    await proxy?.close();
    await database?.close();
    await testDb?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('the old leader stops and stands by, the standby takes over, every later event is projected once and nothing is logged as an error', async () => {
    // The first reaches PostgreSQL through a proxy that can partition it off.
    const throughProxy = new URL(testDb.url);
    throughProxy.port = String(proxy.port);
    const first = startBuilt('main.js', [], { ...env, DATABASE_URL: throughProxy.toString() });
    projectors.push(first);
    await untilLogged(first, LEADING);
    const second = startBuilt('main.js', [], env);
    projectors.push(second);
    await untilLogged(second, STANDING_BY);
    await signUp(3);

    // Every connection either process opened says whose it is and what it serves.
    const { rows: connections } = await sql<{ name: string }>`
      select application_name as name from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`.execute(
      database.db,
    );
    for (const projector of [first, second]) {
      const instance = `${os.hostname()}-${projector.pid}`;
      expect(connections.map((c) => c.name)).toEqual(
        expect.arrayContaining([`divorce-community projector ${instance}`, lockConnectionOf(projector)]),
      );
    }
    expect(connections.filter((c) => !c.name.startsWith('divorce-community '))).toEqual([]);

    expect(await terminate(lockConnectionOf(first))).toBe(true);
    await untilLogged(first, LOST);
    await untilLogged(second, LEADING);
    // The old leader competes again, on a new lock connection.
    await untilLogged(first, STANDING_BY);
    await signUp(3);
    await expectProjectedOnce();

    // And the other way round: the first takes the lead back when the second loses it.
    expect(await terminate(lockConnectionOf(second))).toBe(true);
    await untilLogged(second, LOST);
    await untilLogged(first, LEADING, 2);
    await untilLogged(second, STANDING_BY, 2);
    await signUp(3);
    await expectProjectedOnce();

    // A partition: the first's lock connection goes silent and the server keeps its session (and
    // the lock). Its check gets no answer: it stops projecting though no standby could take over yet.
    expect(proxy.partition(lockConnectionOf(first))).toBe(1);
    await untilLogged(first, LOST, 2);
    // In time TCP tells the server the session is gone (here at once, before the first competes again).
    proxy.sever();
    await untilLogged(second, LEADING, 2);
    await untilLogged(first, STANDING_BY, 2);
    await signUp(3);
    await expectProjectedOnce();

    // Each change of hands is told once, at info; nothing at warn or above, nothing on standard error.
    const leadership = (projector: BuiltProcess) =>
      logRecords(projector).flatMap((r) => {
        const lost = LOST.exec(r.msg);
        if (lost) return [{ level: r.level, told: `lost: ${lost[1]}` }];
        if (LEADING.test(r.msg)) return [{ level: r.level, told: 'leading' }];
        return STANDING_BY.test(r.msg) ? [{ level: r.level, told: 'standing by' }] : [];
      });
    const atInfo = (...told: (string | RegExp)[]) =>
      told.map((t) => ({ level: PINO_INFO, told: typeof t === 'string' ? t : expect.stringMatching(t) }));
    expect(leadership(first)).toEqual(
      atInfo('leading', TERMINATED, 'standing by', 'leading', `lost: ${UNANSWERED}`, 'standing by'),
    );
    expect(leadership(second)).toEqual(atInfo('standing by', 'leading', TERMINATED, 'standing by', 'leading'));
    for (const projector of projectors) {
      expect(logRecords(projector).filter((r) => r.level >= PINO_WARN)).toEqual([]);
      expect(projector.stderr()).toBe('');
    }
  }, 300_000);
});
