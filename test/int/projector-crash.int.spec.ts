import { type ChildProcess, spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { sql } from 'kysely';
import { seedDatabase } from '../../bench/lib/seeder';
import { openCliApp } from '../../src/cli/cli-app';
import { comparePositions, type GlobalPosition, START } from '../../src/infra/event-store/event-store.port';
import { PostgresEventStore } from '../../src/infra/event-store/postgres-event-store';
import { openPostgres, type SqlDatabase } from '../../src/infra/sql/database';
import type { ReadModel } from '../../src/projections/read-model';
import { PROJECTIONS, projectedThrough } from '../../src/projections/all-projections';
import { readAllCheckpoints } from '../../src/projections/checkpoints';
import { rebuildProjection } from '../../src/projections/runner';
import { createTestDatabase, type TestDatabase } from '../support/databases';
import { REDIS_URL, uniqueName } from '../support/test-run';
import { until } from '../support/until';
import { EVENT_VERSIONS } from '../../src/events/registry';

// kill -9 of the projector, in the middle of live catch-up and in the middle of a rebuild: once a
// projector runs again, every read table holds exactly what a rebuild from zero builds.
const ROOT = path.join(__dirname, '../..');
const TABLES = [...new Set(PROJECTIONS.flatMap((p) => p.tables))];
const REBUILD_KILLS = 5;

describe('the projector killed with SIGKILL', () => {
  let testDb: TestDatabase;
  let database: SqlDatabase<ReadModel>;
  let head: GlobalPosition;
  let env: Record<string, string>;
  let dataDir: string;
  const children = new Set<ChildProcess>();

  const spawnChild = (args: string[], extra: Record<string, string> = {}) => {
    const child = spawn(process.execPath, ['-r', '@swc-node/register', ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env, ...extra, NODE_OPTIONS: '' },
      stdio: 'ignore',
    });
    children.add(child);
    child.once('exit', () => children.delete(child));
    return child;
  };
  const startProjector = () => spawnChild([path.join(ROOT, 'test/support/projector-child.ts')], { PROJECTOR: 'all' });
  const killHard = async (child: ChildProcess) => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  };
  const checkpoints = async () => {
    const all = await readAllCheckpoints(database.db);
    return PROJECTIONS.map((p) => projectedThrough(all, p.name));
  };
  const allAtHead = async () => (await checkpoints()).every((c) => comparePositions(c, head) >= 0);

  /** Every row of every read table, as text, in a stable order. */
  async function snapshot(): Promise<Record<string, string[]>> {
    const result: Record<string, string[]> = {};
    for (const table of TABLES) {
      const { rows } = await sql<{
        row: string;
      }>`select to_jsonb(t)::text as row from ${sql.table(table)} t order by 1`.execute(database.db);
      result[table] = rows.map((r) => r.row);
    }
    return result;
  }

  beforeAll(async () => {
    testDb = await createTestDatabase({ schema: 'all' });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-'));
    env = {
      DATABASE_URL: testDb.url,
      REDIS_URL,
      REDIS_PREFIX: uniqueName('redis'),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      // The seeded members post far faster than a new member may without waiting for review.
      RATE_LIMIT_FACTOR: '100000',
    };
    database = openPostgres<ReadModel>(testDb.url);
    // Real events from the real commands, with no projector running: the read tables start empty.
    const { app } = await openCliApp([], env);
    try {
      ({ head } = await seedDatabase(app, { users: 12, items: 150, events: 6_000 }, () => {}, { project: false }));
    } finally {
      await app.close();
    }
  }, 180_000);

  afterAll(async () => {
    await Promise.all([...children].map(killHard));
    await database.close();
    await testDb.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('in the middle of live catch-up and of a rebuild, then restarted: the read tables equal a rebuild from zero', async () => {
    // Live catch-up from nothing, killed once some projections have moved and before all are done.
    let projector = startProjector();
    await until(
      async () => (await checkpoints()).some((c) => comparePositions(c, START) > 0),
      'the projector to make progress',
      60_000,
    );
    await killHard(projector);
    expect(await allAtHead()).toBe(false);
    projector = startProjector();
    await until(allAtHead, 'the restarted projector to reach the head', 120_000);
    await killHard(projector);
    const afterCatchUp = await snapshot();
    expect(afterCatchUp.posts).toHaveLength(150);

    // The operator's rebuild (npm run projections:rebuild), killed once it has emptied and refilled part of the tables.
    // It rebuilds one projection after another, and between two every projection is at the head
    // again: a kill that lands there cut nothing, so the rebuild is run and killed again.
    let cutShort = false;
    for (let attempt = 1; !cutShort; attempt++) {
      if (attempt > REBUILD_KILLS) throw new Error(`no kill of ${REBUILD_KILLS} landed inside a projection's rebuild`);
      const rebuild = spawnChild([path.join(ROOT, 'src/cli/rebuild-projections.ts')]);
      await until(async () => !(await allAtHead()), 'the rebuild to start over', 60_000);
      await new Promise((r) => setTimeout(r, 150));
      await killHard(rebuild);
      cutShort = !(await allAtHead());
    }
    projector = startProjector();
    await until(allAtHead, 'the projector to finish what the rebuild left', 120_000);
    await killHard(projector);
    const afterRebuildCrash = await snapshot();

    // The reference: every projection rebuilt from zero, in this process, with nothing killed.
    const store = await PostgresEventStore.open(database, { crossProcess: false, versions: EVENT_VERSIONS });
    try {
      for (const projection of PROJECTIONS) await rebuildProjection(store, database.db, projection);
    } finally {
      await store.close();
    }
    const reference = await snapshot();
    for (const table of TABLES) {
      expect({ table, rows: afterCatchUp[table] }).toEqual({ table, rows: reference[table] });
      expect({ table, rows: afterRebuildCrash[table] }).toEqual({ table, rows: reference[table] });
    }
  }, 400_000);
});
