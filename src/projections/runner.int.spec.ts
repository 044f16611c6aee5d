import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import * as path from 'node:path';
import { type Kysely, sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../../test/support/databases';
import { createProbeTable, probeProjection, type ProbeTables } from '../../test/support/probe-projection';
import {
  type EventToAppend,
  type GlobalPosition,
  comparePositions,
  START,
} from '../infra/event-store/event-store.port';
import { PostgresEventStore } from '../infra/event-store/postgres-event-store';
import { openPostgres, type SqlDatabase } from '../infra/sql/database';
import type { ReadModel } from './read-model';
import { PROJECTION_LANES } from './all-projections';
import { checkpointOf, readAllCheckpoints, readCheckpoint } from './checkpoints';
import type { Projection } from './projection';
import { ProjectionProgress } from './progress';
import { ProjectorTransactions } from './projector-transactions';
import { ProjectionRunner, rebuildProjection } from './runner';
import { usersProjection } from './users/users.projection';
import { EVENT_VERSIONS } from '../events/registry';

const meta = () => ({
  actorId: null,
  actorRole: 'system',
  correlationId: randomUUID(),
  causationId: null,
  at: new Date().toISOString(),
});
/** Member `uid` signs up (on day `uid` of 2026). */
const registered = (uid: number) => ({
  id: randomUUID(),
  type: 'UserRegistered',
  data: {
    uid,
    email: `u${uid}@example.org`,
    username: 'Anonymous',
    role: 'member',
    registeredAt: new Date(Date.UTC(2026, 0, uid)).toISOString(),
  },
  metadata: meta(),
});
const until = async (check: () => Promise<boolean>, timeoutMs = 60_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('ProjectionRunner', () => {
  let testDb: TestDatabase;
  let database: SqlDatabase<ReadModel>;
  let store: PostgresEventStore;
  let db: Kysely<ReadModel>;

  beforeEach(async () => {
    testDb = await createTestDatabase({ schema: 'all' });
    database = openPostgres<ReadModel>(testDb.url);
    db = database.db;
    store = await PostgresEventStore.open(database, { crossProcess: true, versions: EVENT_VERSIONS });
  });
  afterEach(async () => {
    await store.close();
    await database.close();
    await testDb.drop();
  });

  /** Appends one probe event numbered `n`, in a stream of its own. */
  async function appendProbe(n: number): Promise<{ id: string; position: GlobalPosition }> {
    const event = { id: randomUUID(), type: 'Probed', data: { n }, metadata: meta() };
    return { id: event.id, position: (await store.appendToStream(`probe-${n}`, [event], 'no_stream')).position };
  }

  async function appendProbes(count: number): Promise<GlobalPosition> {
    let last = START;
    for (let i = 0; i < count; i += 100) {
      const events: EventToAppend[] = Array.from({ length: Math.min(100, count - i) }, (_, j) => ({
        id: randomUUID(),
        type: 'Probed',
        data: { n: i + j },
        metadata: meta(),
      }));
      last = (await store.appendToStream(`probe-${i}`, events, 'no_stream')).position;
    }
    return last;
  }

  describe('when the projector is killed with SIGKILL in the middle of a batch', () => {
    it('loses no event and applies none twice after a restart', async () => {
      await createProbeTable(db);
      const head = await appendProbes(2_000);
      const spawnProjector = () =>
        spawn(
          process.execPath,
          ['-r', '@swc-node/register', path.join(__dirname, '../../test/support/projector-child.ts')],
          {
            env: { ...process.env, DATABASE_URL: testDb.url, NODE_OPTIONS: '' },
            stdio: 'ignore',
          },
        );
      const applied = async () =>
        Number(
          (
            await db
              .withTables<ProbeTables>()
              .selectFrom('probe_applied')
              .select(db.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      const progressed = async () => comparePositions(await readCheckpoint(db, 'probe'), START) > 0;

      let child: ChildProcess = spawnProjector();
      await until(progressed);
      // A batch of 500 takes about a second here: 300 ms after a commit the next one is open.
      await new Promise((r) => setTimeout(r, 300));
      child.kill('SIGKILL');
      await new Promise((r) => child.once('exit', r));
      const checkpointAtKill = await readCheckpoint(db, 'probe');
      expect(comparePositions(checkpointAtKill, head)).toBeLessThan(0);
      // What the table holds is exactly what the checkpoint says was applied: the open batch vanished whole.
      const { rows } = await store
        .readAll(START, 10_000)
        .then((events) => ({ rows: events.filter((e) => comparePositions(e.position, checkpointAtKill) <= 0) }));
      expect(await applied()).toBe(rows.length);

      child = spawnProjector();
      await until(async () => comparePositions(await readCheckpoint(db, 'probe'), head) >= 0);
      child.kill('SIGKILL');
      await new Promise((r) => child.once('exit', r));
      const counts = await db
        .withTables<ProbeTables>()
        .selectFrom('probe_applied')
        .select((eb) => [eb.fn.countAll().as('total'), eb.fn.count('event_id').distinct().as('distinct')])
        .executeTakeFirstOrThrow();
      expect(Number(counts.total)).toBe(2_000);
      expect(Number(counts.distinct)).toBe(2_000);
    });
  });

  it('builds the same read tables live as a rebuild from zero does', async () => {
    // The last append's position, not the head: a commit reaches $all readers only once older transactions end.
    let head = START;
    for (let uid = 1; uid <= 30; uid++) {
      head = (await store.appendToStream(`user-${uid}`, [registered(uid)], 'no_stream')).position;
      if (uid % 3 === 0)
        head = (
          await store.appendToStream(
            `user-${uid}`,
            [
              {
                id: randomUUID(),
                type: 'UserProfileUpdated',
                data: { uid, username: `Name ${uid}`, numChildren: uid % 4 },
                metadata: meta(),
              },
            ],
            0n,
          )
        ).position;
      if (uid % 5 === 0)
        head = (
          await store.appendToStream(
            `user-${uid}`,
            [
              {
                id: randomUUID(),
                type: 'UserRoleChanged',
                data: { uid, role: 'Expert', previousRole: 'member' },
                metadata: meta(),
              },
            ],
            'any',
          )
        ).position;
    }
    const runner = new ProjectionRunner(store, db, { name: 'users', projections: [usersProjection] }, () => {}, {
      error: () => {},
    });
    runner.start();
    await until(async () => comparePositions(await readCheckpoint(db, 'users'), head) >= 0);
    await runner.stop();
    const live = await db.selectFrom('users').selectAll().orderBy('uid').execute();
    expect(live).toHaveLength(30);
    expect(live.find((u) => u.uid === 15)).toMatchObject({ username: 'Name 15', role: 'Expert', num_children: 3 });
    expect(await rebuildProjection(store, db, usersProjection)).toBe(30 + 10 + 6);
    expect(await db.selectFrom('users').selectAll().orderBy('uid').execute()).toEqual(live);
  });

  it('gives back the room of the rows a rebuild replaces: a table rebuilt again is no larger', async () => {
    const users = Array.from({ length: 300 }, (_, i) => registered(i + 1));
    await store.appendToStream('users-all', users, 'no_stream');
    const size = async () =>
      (await sql<{ bytes: number }>`select pg_total_relation_size('users')::int as bytes`.execute(db)).rows[0]!.bytes;
    await rebuildProjection(store, db, usersProjection);
    const once = await size();
    await rebuildProjection(store, db, usersProjection);
    expect(await db.selectFrom('users').selectAll().execute()).toHaveLength(300);
    expect(await size()).toBe(once);
  });

  it('tells, after each commit, the events it applied: each once, in order, already in the read tables', async () => {
    await createProbeTable(db);
    const probes = db as unknown as Kysely<ProbeTables>;
    const told: string[] = [];
    const seenInTables: Promise<boolean>[] = [];
    const runner = new ProjectionRunner(
      store,
      db,
      { name: 'test', projections: [probeProjection] },
      () => {},
      { error: () => {} },
      undefined,
      (events, position) => {
        told.push(...events.map((e) => e.id));
        expect(comparePositions(position, events[events.length - 1]!.position)).toBe(0);
        // Read at once, in the moment it is told: the commit is behind it, so every row is there.
        const ids = events.map((e) => e.id);
        seenInTables.push(
          probes
            .selectFrom('probe_applied')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('event_id', 'in', ids)
            .executeTakeFirstOrThrow()
            .then((row) => Number(row.n) === ids.length),
        );
      },
    );
    runner.start();
    try {
      const head = await appendProbes(1_200);
      await until(async () => comparePositions(await readCheckpoint(db, probeProjection.name), head) >= 0);
    } finally {
      await runner.stop();
    }
    const applied = await (db as unknown as Kysely<ProbeTables>)
      .selectFrom('probe_applied')
      .select('event_id')
      .execute();
    expect(told).toHaveLength(1_200);
    expect(new Set(told)).toEqual(new Set(applied.map((r) => r.event_id)));
    expect(await Promise.all(seenInTables)).not.toContain(false);
  });

  // Waiters in other processes read the checkpoints table: a projection with nothing to apply is
  // current once its lane's read-through row is, and that row must not lag the lane's commit.
  it('moves the lane’s read-through row in the transaction that applies the batch', async () => {
    await createProbeTable(db);
    const lane = { name: 'test', projections: [probeProjection, usersProjection] };
    const runner = new ProjectionRunner(store, db, lane, () => {}, { error: () => {} });
    runner.start();
    try {
      const head = await appendProbes(250);
      await until(async () => comparePositions(await readCheckpoint(db, probeProjection.name), head) >= 0);
      const checkpoints = await readAllCheckpoints(db);
      expect(comparePositions(checkpointOf(checkpoints, usersProjection.name, lane.name), head)).toBe(0);
      const { rows } = await sql<{ name: string; xmin: string }>`
        select name, xmin::text as xmin from projection_checkpoints where name in (${probeProjection.name}, '*test')`.execute(
        db,
      );
      const writtenBy = new Map(rows.map((r) => [r.name, r.xmin]));
      expect(writtenBy.get('*test')).toBe(writtenBy.get(probeProjection.name));
    } finally {
      await runner.stop();
    }
  });

  it('applies a batch in one transaction per group of the lane, and one for each projection outside the groups', async () => {
    await createProbeTable(db);
    // Projections that handle the probe's events and keep no tables: only their checkpoints move.
    const alongside = (name: string): Projection => ({
      name,
      handles: probeProjection.handles,
      tables: [],
      apply: async () => {},
    });
    const [grouped, alone] = [alongside('grouped'), alongside('alone')];
    const lane = { name: 'test', projections: [probeProjection, grouped, alone], groups: [[probeProjection, grouped]] };
    const runner = new ProjectionRunner(store, db, lane, () => {}, { error: () => {} });
    runner.start();
    try {
      const head = await appendProbes(1);
      await until(async () => {
        const checkpoints = await readAllCheckpoints(db);
        return lane.projections.every((p) => comparePositions(checkpointOf(checkpoints, p.name, lane.name), head) >= 0);
      });
      const { rows } = await sql<{ name: string; xmin: string }>`
        select name, xmin::text as xmin from projection_checkpoints where name in ('probe', 'grouped', 'alone')`.execute(
        db,
      );
      const writtenBy = new Map(rows.map((r) => [r.name, r.xmin]));
      expect(writtenBy.get('grouped')).toBe(writtenBy.get('probe'));
      expect(writtenBy.get('alone')).not.toBe(writtenBy.get('probe'));
      const applied = await (db as unknown as Kysely<ProbeTables>)
        .selectFrom('probe_applied')
        .select('event_id')
        .execute();
      expect(applied).toHaveLength(1);
    } finally {
      await runner.stop();
    }
  });

  it('passes by, with no transaction, an event of a handled type that its projection passes by', async () => {
    await createProbeTable(db);
    const evensOnly: Projection = {
      ...probeProjection,
      name: 'evens-only',
      passesBy: (event) => (event.data as { n: number }).n % 2 === 1,
    };
    const transactions = new ProjectorTransactions();
    let commits = 0;
    transactions.onCommitted(() => commits++);
    let reached = START;
    const runner = new ProjectionRunner(
      store,
      db,
      { name: 'test', projections: [evensOnly] },
      (_, position) => (reached = position),
      { error: () => {} },
      transactions,
    );
    const passed = async (position: GlobalPosition) => until(async () => comparePositions(reached, position) >= 0);
    runner.start();
    try {
      const odd = await appendProbe(1);
      await passed(odd.position);
      expect(commits).toBe(0);
      const even = await appendProbe(2);
      await passed(even.position);
      expect(commits).toBe(1);
      const applied = await (db as unknown as Kysely<ProbeTables>)
        .selectFrom('probe_applied')
        .select('event_id')
        .execute();
      expect(applied).toEqual([{ event_id: even.id }]);
    } finally {
      await runner.stop();
    }
  });

  it('moves the checkpoints that are due of projections that passed events by in a transaction the batch makes anyway', async () => {
    await createProbeTable(db);
    // Projections that handle none of the appended events: they only pass them by.
    const passing = (name: string): Projection => ({
      name,
      handles: new Set(['Unheard']),
      tables: [],
      apply: async () => {},
    });
    const lane = { name: 'test', projections: [probeProjection, passing('quiet-1'), passing('quiet-2')] };
    const transactions = new ProjectorTransactions();
    let commits = 0;
    transactions.onCommitted(() => commits++);
    const runner = new ProjectionRunner(store, db, lane, () => {}, { error: () => {} }, transactions);
    const writtenBy = async () => {
      const { rows } = await sql<{ name: string; xmin: string }>`
        select name, xmin::text as xmin from projection_checkpoints where name in ('probe', 'quiet-1', 'quiet-2')`.execute(
        db,
      );
      return new Map(rows.map((r) => [r.name, r.xmin]));
    };
    const stored = (position: GlobalPosition) =>
      until(async () => {
        for (const p of lane.projections)
          if (comparePositions(await readCheckpoint(db, p.name), position) < 0) return false;
        return true;
      });
    runner.start();
    try {
      // After a quiet second every checkpoint is due: the event's one transaction moves them all.
      await new Promise((r) => setTimeout(r, 1_200));
      await stored((await appendProbe(1)).position);
      await until(async () => commits > 0);
      const first = await writtenBy();
      expect(first.get('quiet-1')).toBe(first.get('probe'));
      expect(first.get('quiet-2')).toBe(first.get('probe'));
      expect(commits).toBe(1);
      // Right after, the next event is passed by in memory; the rows follow within the second, together.
      await stored((await appendProbe(2)).position);
      const second = await writtenBy();
      expect(second.get('quiet-2')).toBe(second.get('quiet-1'));
      expect(commits).toBeLessThanOrEqual(3);
    } finally {
      await runner.stop();
    }
  });

  it('keeps the other projections current while one fails, and the failed one catches up from its checkpoint', async () => {
    await createProbeTable(db);
    // It fails until the test lets it recover, so 'meanwhile' holds however slow the machine is.
    let recovered = false;
    let failures = 0;
    const flaky: Projection = {
      ...probeProjection,
      name: 'flaky-probe',
      async apply(trx, events) {
        if (!recovered) {
          failures += 1;
          throw new Error('read model unavailable');
        }
        await probeProjection.apply(trx, events);
      },
    };
    const users: number[] = [];
    const errors: string[] = [];
    const runner = new ProjectionRunner(store, db, { name: 'test', projections: [flaky, usersProjection] }, () => {}, {
      error: (message) => errors.push(message),
    });
    runner.start();
    try {
      const probes = await appendProbes(50);
      let head = probes;
      for (let uid = 1; uid <= 5; uid++) {
        head = (await store.appendToStream(`user-${uid}`, [registered(uid)], 'no_stream')).position;
        users.push(uid);
      }
      // The users projection becomes current while the flaky one keeps failing and retrying.
      await until(async () => comparePositions(await readCheckpoint(db, 'users'), head) >= 0);
      await until(async () => failures >= 2);
      expect(comparePositions(await readCheckpoint(db, 'flaky-probe'), head)).toBeLessThan(0);
      expect(await db.selectFrom('users').select('uid').orderBy('uid').execute()).toEqual(
        users.map((uid) => ({ uid })),
      );
      recovered = true;
      await until(async () => comparePositions(await readCheckpoint(db, 'flaky-probe'), head) >= 0);
      const counts = await db
        .withTables<ProbeTables>()
        .selectFrom('probe_applied')
        .select((eb) => [eb.fn.countAll().as('total'), eb.fn.count('event_id').distinct().as('distinct')])
        .executeTakeFirstOrThrow();
      expect(Number(counts.total)).toBe(50);
      expect(Number(counts.distinct)).toBe(50);
      expect(errors.some((e) => e.includes('flaky-probe'))).toBe(true);
    } finally {
      await runner.stop();
    }
  });

  describe('read-your-writes', () => {
    it('waits until every projection has passed a position, and gives up after the bound', async () => {
      const progress = new ProjectionProgress(database, store);
      const { position } = await store.appendToStream(
        'user-1',
        [
          {
            id: randomUUID(),
            type: 'UserRegistered',
            data: {
              uid: 1,
              email: 'a@b.org',
              username: 'Anonymous',
              role: 'member',
              registeredAt: new Date().toISOString(),
            },
            metadata: meta(),
          },
        ],
        'no_stream',
      );
      const started = Date.now();
      expect(await progress.waitFor(position, 300)).toBe(false);
      expect(Date.now() - started).toBeGreaterThanOrEqual(290);
      // Unless told which, read-your-writes waits for every projection, so every lane runs here.
      const runners = PROJECTION_LANES.map(
        (lane) => new ProjectionRunner(store, db, lane, () => {}, { error: () => {} }),
      );
      for (const runner of runners) runner.start();
      expect(await progress.waitFor(position, 5_000)).toBe(true);
      expect(await db.selectFrom('users').select('uid').where('uid', '=', 1).executeTakeFirst()).toEqual({ uid: 1 });
      await Promise.all(runners.map((runner) => runner.stop()));
    });
  });
});
