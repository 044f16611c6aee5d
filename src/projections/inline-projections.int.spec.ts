import { type ChildProcess, spawn } from 'node:child_process';
import * as path from 'node:path';
import { type Kysely, sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../../test/support/databases';
import { openMigratedPGlite } from '../../test/support/migrated-templates';
import { createProbeTable, type ProbeTables } from '../../test/support/probe-projection';
import { saved, unsaved } from '../../test/support/inline-saves';
import { until } from '../../test/support/until';
import { comparePositions, START, WrongExpectedRevisionError } from '../infra/event-store/event-store.port';
import { PostgresEventStore } from '../infra/event-store/postgres-event-store';
import { openPostgres, type SqlDatabase } from '../infra/sql/database';
import { EVENT_VERSIONS } from '../events/registry';
import { INLINE_PROJECTIONS } from './all-projections';
import { readCheckpoint } from './checkpoints';
import { inlineProjections } from './inline-projections';
import { shadowSchemaOf } from './inline-rebuild';
import type { Projection, ReadTable } from './projection';
import { ProjectionProgress } from './progress';
import type { ReadModel } from './read-model';
import { ProjectionRunner, rebuildProjection } from './runner';
import { savedItemsProjection } from './saved-items/saved-items.projection';

const SAVED_COLUMNS = ['uid', 'type', 'item_id', 'title', 'saved_at'] as const;
const savedRows = (db: Kysely<ReadModel>) =>
  db.selectFrom('saved_items').select(SAVED_COLUMNS).orderBy('uid').orderBy('item_id').execute();

/** Fails the append when a bookmark's title says so, after the bookmarks' own rows are written in its transaction. */
const refusesFailTitles: Projection = {
  name: 'refuses-fail-titles',
  handles: new Set(['ItemSaved']),
  tables: [],
  inline: true,
  async apply(_trx, events) {
    if (events.some((e) => (e.data as { title: string }).title === 'fail')) throw new Error('refused inline');
  },
};

/** Records every event it is given (no unique key: a second apply shows as a duplicate). */
const countingProbe: Projection = {
  name: 'inline-probe',
  handles: new Set(['ItemSaved']),
  tables: ['probe_applied' as ReadTable],
  inline: true,
  async apply(trx, events) {
    for (const e of events) await sql`insert into probe_applied (event_id) values (${e.id}::uuid)`.execute(trx);
  },
};

interface Opened {
  database: SqlDatabase<ReadModel>;
  close(): Promise<void>;
}

const DATABASES: [string, () => Promise<Opened>][] = [
  [
    'PostgreSQL',
    async () => {
      const testDb: TestDatabase = await createTestDatabase({ schema: 'all' });
      const database = openPostgres<ReadModel>(testDb.url);
      return { database, close: async () => (await database.close(), await testDb.drop()) };
    },
  ],
  [
    'PGlite',
    async () => {
      const database = await openMigratedPGlite<ReadModel>('all');
      return { database, close: () => database.close() };
    },
  ],
];

describe.each(DATABASES)('Inline projections on %s', (_name, open) => {
  let opened: Opened;
  let db: Kysely<ReadModel>;
  let store: PostgresEventStore;
  beforeEach(async () => {
    opened = await open();
    db = opened.database.db;
    store = await PostgresEventStore.open(opened.database, {
      crossProcess: false,
      versions: EVENT_VERSIONS,
      inline: INLINE_PROJECTIONS,
    });
  });
  afterEach(async () => {
    await store.close();
    await opened.close();
  });

  describe('when a write appends events an inline projection handles', () => {
    it('answers with its rows already readable, and its next reads need no wait', async () => {
      expect(store.inline.has('saved-items')).toBe(true);
      const { position } = await store.appendToStream('user-7', [saved(7, 1), saved(7, 2, 'Second')], 'no_stream');
      expect(await savedRows(db)).toEqual([
        expect.objectContaining({ uid: 7, item_id: '1', title: 'Article 1' }),
        expect.objectContaining({ uid: 7, item_id: '2', title: 'Second' }),
      ]);
      // No projector runs here: waiting for an inline projection is over at once, for the others it is not.
      const progress = new ProjectionProgress(opened.database, store);
      expect(await progress.waitFor(position, 0, [savedItemsProjection])).toBe(true);
      const stored = await store.readStream('user-7');
      expect(stored.map((e) => e.position)).toEqual(
        (await store.readAll(START, 10)).filter((e) => e.streamId === 'user-7').map((e) => e.position),
      );
    });
  });

  describe('when the write is refused or an inline handler fails', () => {
    it('leaves neither its events nor any of its rows', async () => {
      const failing = await PostgresEventStore.open(opened.database, {
        crossProcess: false,
        versions: EVENT_VERSIONS,
        inline: inlineProjections([savedItemsProjection, refusesFailTitles]),
      });
      await failing.appendToStream('user-8', [saved(8, 1)], 'no_stream');
      await expect(failing.appendToStream('user-8', [saved(8, 2), saved(8, 3, 'fail')], 0n)).rejects.toThrow(
        'refused inline',
      );
      await expect(failing.appendToStream('user-8', [saved(8, 4)], 5n)).rejects.toBeInstanceOf(
        WrongExpectedRevisionError,
      );
      expect((await failing.readStream('user-8')).map((e) => e.revision)).toEqual([0n]);
      expect((await savedRows(db)).map((r) => r.item_id)).toEqual(['1']);
      // The stream goes on from where it was.
      await failing.appendToStream('user-8', [saved(8, 5)], 0n);
      expect((await savedRows(db)).map((r) => r.item_id)).toEqual(['1', '5']);
    });
  });

  describe('when the projector reads past events applied inline', () => {
    it('applies none a second time, moves its checkpoint to the head and tells of them', async () => {
      await createProbeTable(db);
      const probed = await PostgresEventStore.open(opened.database, {
        crossProcess: false,
        versions: EVENT_VERSIONS,
        inline: inlineProjections([countingProbe]),
      });
      let last = START;
      for (let i = 1; i <= 20; i++)
        last = (await probed.appendToStream(`user-9-${i}`, [saved(9, i)], 'no_stream')).position;
      const told: string[] = [];
      const runner = new ProjectionRunner(
        probed,
        db,
        { name: 'probe', projections: [countingProbe] },
        () => {},
        { error: (message, error) => console.error(message, error) },
        undefined,
        (events) => told.push(...events.map((e) => e.id)),
      );
      runner.start();
      try {
        await until(async () => comparePositions(await readCheckpoint(db, 'inline-probe'), last) >= 0, 'checkpoint');
      } finally {
        await runner.stop();
      }
      const applied = await db.withTables<ProbeTables>().selectFrom('probe_applied').select('event_id').execute();
      expect(applied).toHaveLength(20);
      expect(new Set(told).size).toBe(20);
    });
  });

  describe('when an inline projection is rebuilt while writes keep coming', () => {
    it('keeps the live rows current throughout, and ends equal to a projection of every event from scratch', async () => {
      // Enough history for the replay to take a while: 40 members with 100 bookmarks each.
      for (let uid = 1; uid <= 40; uid++)
        await store.appendToStream(
          `user-${uid}`,
          Array.from({ length: 100 }, (_, i) => saved(uid, i + 1)),
          'no_stream',
        );
      let rebuilding = true;
      let writesDuring = 0;
      let checked = 0;
      const writer = (async () => {
        for (let n = 1; rebuilding || n <= 5; n++) {
          const uid = 1 + (n % 40);
          // A new bookmark and one taken away, each readable the moment its append answers.
          await store.appendToStream(`user-${uid}-more-${n}`, [saved(uid, 1000 + n, `During ${n}`)], 'no_stream');
          await store.appendToStream(`user-${uid}-less-${n}`, [unsaved(uid, 1 + (n % 100))], 'no_stream');
          const row = await db
            .selectFrom('saved_items')
            .select('title')
            .where('uid', '=', uid)
            .where('item_id', '=', String(1000 + n))
            .executeTakeFirst();
          if (row?.title !== `During ${n}`) throw new Error(`bookmark ${n} was not readable after its write`);
          checked++;
          if (rebuilding) writesDuring++;
        }
      })();
      const replayed = await rebuildProjection(store, db, savedItemsProjection);
      rebuilding = false;
      await writer;
      expect(writesDuring).toBeGreaterThan(0);
      expect(checked).toBeGreaterThanOrEqual(writesDuring);
      expect(replayed).toBeGreaterThanOrEqual(4_000);

      const events = await store.readAll(START, 1_000_000);
      const scratch = await openMigratedPGlite<ReadModel>('all');
      try {
        await scratch.db.transaction().execute(async (trx) => {
          await savedItemsProjection.apply(
            trx,
            events.filter((e) => savedItemsProjection.handles.has(e.type)),
          );
        });
        expect(await savedRows(db)).toEqual(await savedRows(scratch.db));
      } finally {
        await scratch.close();
      }
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from information_schema.schemata where schema_name = ${shadowSchemaOf(savedItemsProjection)}`.execute(
        db,
      );
      expect(rows[0]!.n).toBe(0);
      expect(comparePositions(await readCheckpoint(db, 'saved-items'), START)).toBeGreaterThan(0);
    });
  });
});

describe('Inline projections when the writer is killed with SIGKILL mid-stream', () => {
  let testDb: TestDatabase;
  let database: SqlDatabase<ReadModel>;
  beforeEach(async () => {
    testDb = await createTestDatabase({ schema: 'all' });
    database = openPostgres<ReadModel>(testDb.url);
  });
  afterEach(async () => {
    await database.close();
    await testDb.drop();
  });

  it('never leaves events without their rows, nor rows without their events', async () => {
    const spawnWriter = (): ChildProcess =>
      spawn(
        process.execPath,
        ['-r', '@swc-node/register', path.join(__dirname, '../../test/support/inline-writer-child.ts')],
        { env: { ...process.env, DATABASE_URL: testDb.url, NODE_OPTIONS: '' }, stdio: 'ignore' },
      );
    const count = async () =>
      Number(
        (await database.db.selectFrom('es_events').select(database.db.fn.countAll().as('n')).executeTakeFirstOrThrow())
          .n,
      );
    for (const round of [1, 2]) {
      const child = spawnWriter();
      const before = await count();
      await until(async () => (await count()) >= before + 200 * round, 'the writer appended');
      child.kill('SIGKILL');
      await new Promise((r) => child.once('exit', r));
    }
    const events = await sql<{ key: string }>`
      select (data->>'uid') || ' ' || (data->>'id') as key from es_events where type = 'ItemSaved'`.execute(
      database.db,
    );
    const rows = await sql<{ key: string }>`select uid || ' ' || item_id as key from saved_items`.execute(database.db);
    expect(events.rows.length).toBeGreaterThanOrEqual(400);
    expect(new Set(rows.rows.map((r) => r.key))).toEqual(new Set(events.rows.map((r) => r.key)));
    expect(rows.rows).toHaveLength(events.rows.length);
  });
});
