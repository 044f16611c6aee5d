import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { comparePositions, type GlobalPosition, laterPosition, START } from './event-store.port';
import { holdOpenTransaction } from '../../../test/support/open-transaction';
import { until } from '../../../test/support/until';
import { createTestDatabase, type TestDatabase } from '../../../test/support/databases';
import { openMigratedPGlite } from '../../../test/support/migrated-templates';
import { PROJECTOR_ROLE } from '../process-instance';
import { openPostgres } from '../sql/database';
import { eventStoreContract, type HeldAppend } from './event-store-contract.test-kit';
import { PostgresEventStore } from './postgres-event-store';
import { EVENT_VERSIONS } from '../../events/registry';

eventStoreContract('Postgres adapter on PostgreSQL', async () => {
  const testDb: TestDatabase = await createTestDatabase({ schema: 'core' });
  const database = openPostgres(testDb.url);
  const store = await PostgresEventStore.open(database, { crossProcess: true, versions: EVENT_VERSIONS });
  return {
    store,
    erasesHistory: true,
    withInline: (inline) => PostgresEventStore.open(database, { crossProcess: true, versions: EVENT_VERSIONS, inline }),
    async holdOpenAppend(streamId, events) {
      let commit!: () => void;
      let appended!: () => void;
      const gate = new Promise<void>((resolve) => (commit = resolve));
      const ready = new Promise<void>((resolve) => (appended = resolve));
      const done = database.db.transaction().execute(async (trx) => {
        await PostgresEventStore.inTransaction(trx, EVENT_VERSIONS).appendToStream(streamId, events, 'no_stream');
        appended();
        await gate;
      });
      await ready;
      const held: HeldAppend = {
        async commit() {
          commit();
          await done;
        },
      };
      return held;
    },
    async close() {
      await store.close();
      await database.close();
      await testDb.drop();
    },
  };
});

eventStoreContract('Postgres adapter on PGlite', async () => {
  const database = await openMigratedPGlite('core');
  const store = await PostgresEventStore.open(database, { crossProcess: false, versions: EVENT_VERSIONS });
  return {
    store,
    erasesHistory: true,
    withInline: (inline) =>
      PostgresEventStore.open(database, { crossProcess: false, versions: EVENT_VERSIONS, inline }),
    async close() {
      await store.close();
      await database.close();
    },
  };
});

describe('Postgres adapter across processes', () => {
  /** A writer and a reader on their own pools of one database, as two processes would have them. */
  async function withTwoProcesses(
    test: (writer: PostgresEventStore, reader: PostgresEventStore) => Promise<void>,
  ): Promise<void> {
    const testDb = await createTestDatabase({ schema: 'core' });
    const writerDb = openPostgres(testDb.url);
    const readerDb = openPostgres(testDb.url);
    try {
      const writer = await PostgresEventStore.open(writerDb, { crossProcess: true, versions: EVENT_VERSIONS });
      const reader = await PostgresEventStore.open(readerDb, { crossProcess: true, versions: EVENT_VERSIONS });
      await test(writer, reader);
      await Promise.all([writer.close(), reader.close()]);
    } finally {
      await Promise.all([writerDb.close(), readerDb.close()]);
      await testDb.drop();
    }
  }
  const thing = () => {
    const metadata = {
      actorId: null,
      actorRole: 'system' as const,
      correlationId: randomUUID(),
      causationId: null,
      at: new Date().toISOString(),
    };
    return [{ id: randomUUID(), type: 'ThingHappened', data: {}, metadata }];
  };

  it('wakes a store in another process with the position an append reached', () =>
    withTwoProcesses(async (writer, reader) => {
      const heard = new Promise<GlobalPosition | null>((resolve) => reader.onAppended(resolve));
      const { position } = await writer.appendToStream('thing-1', thing(), 'no_stream');
      expect(await heard).toEqual(position);
    }));

  it('wakes its own process once per append: its NOTIFY, coming back, wakes no one again', () =>
    withTwoProcesses(async (writer, reader) => {
      const heardByWriter: (GlobalPosition | null)[] = [];
      writer.onAppended((position) => heardByWriter.push(position));
      const heardByReader = new Promise<GlobalPosition | null>((resolve) => reader.onAppended(resolve));
      const { position } = await writer.appendToStream('thing-1', thing(), 'no_stream');
      // The reader's LISTEN got the NOTIFY, so the writer's own has come back to it as well.
      expect(await heardByReader).toEqual(position);
      const { position: second } = await writer.appendToStream('thing-2', thing(), 'no_stream');
      await new Promise<void>((resolve) =>
        reader.onAppended((p) => p && comparePositions(p, second) === 0 && resolve()),
      );
      expect(heardByWriter).toEqual([position, second]);
    }));

  it('announces a burst of appends with a few NOTIFYs, the last of them naming the furthest position', () =>
    withTwoProcesses(async (writer, reader) => {
      const heard: GlobalPosition[] = [];
      reader.onAppended((position) => position && heard.push(position));
      const appends = await Promise.all(
        Array.from({ length: 60 }, (_, i) => writer.appendToStream(`burst-${i}`, thing(), 'no_stream')),
      );
      const furthest = appends.map((a) => a.position).reduce(laterPosition);
      await until(
        async () => heard.some((p) => comparePositions(p, furthest) === 0),
        'the furthest position to be announced',
      );
      expect(heard.length).toBeLessThan(appends.length);
    }));
});

// A fresh PGlite database (the migrated template is one) starts below transaction 1000, so the boundary is a few hundred away
// (the shared server is far past any boundary a test could reach).
describe('Postgres adapter across a transaction-id digit boundary', () => {
  it('orders $all by transaction id as a number (999 before 1000), skipping nothing', async () => {
    const database = await openMigratedPGlite('core');
    try {
      const store = await PostgresEventStore.open(database, { crossProcess: false, versions: EVENT_VERSIONS });
      const { rows } = await sql<{ xid: string }>`select pg_current_xact_id()::text as xid`.execute(database.db);
      const current = BigInt(rows[0]!.xid);
      const boundary = 10n ** BigInt(current.toString().length);
      // Burn transaction ids until a few appends land on each side of the next power of ten.
      const burn = Number(boundary - current - 4n);
      for (let i = 0; i < burn; i++) await sql`select pg_current_xact_id()`.execute(database.db);
      const ids: string[] = [];
      for (let i = 0; i < 8; i++) {
        const id = randomUUID();
        ids.push(id);
        await store.appendToStream(
          `digits-${i}`,
          [
            {
              id,
              type: 'Counted',
              data: { i },
              metadata: {
                actorId: null,
                actorRole: null,
                correlationId: 'c',
                causationId: null,
                at: new Date().toISOString(),
              },
            },
          ],
          'no_stream',
        );
      }
      const seen: string[] = [];
      let position = START;
      for (let page = await store.readAll(position, 3); page.length > 0; page = await store.readAll(position, 3)) {
        seen.push(...page.map((e) => e.id));
        position = page[page.length - 1]!.position;
      }
      expect(seen).toEqual(ids);
      expect(position.commit).toBeGreaterThanOrEqual(boundary);
      expect(await store.headPosition()).toEqual(position);
      await store.close();
    } finally {
      await database.close();
    }
  });
});

/** One event to append, as a command would. */
const thing = () => [
  {
    id: randomUUID(),
    type: 'ThingHappened',
    data: {},
    metadata: {
      actorId: null,
      actorRole: 'system' as const,
      correlationId: randomUUID(),
      causationId: null,
      at: new Date().toISOString(),
    },
  },
];

describe('Postgres adapter beside the projector’s connections', () => {
  it('reads past a transaction open on a projector connection (it appends nothing), and waits for any other', async () => {
    const testDb = await createTestDatabase({ schema: 'core' });
    const database = openPostgres(testDb.url, { role: 'api' });
    const projector = openPostgres(testDb.url, { role: PROJECTOR_ROLE });
    try {
      const store = await PostgresEventStore.open(database, { crossProcess: false, versions: EVENT_VERSIONS });
      // Older transactions that hold an id and are still open: the projector's, then any other's.
      const projectorWrites = await holdOpenTransaction(projector);
      const first = await store.appendToStream('thing-1', thing(), 'no_stream');
      expect((await store.readAll(START, 10)).map((e) => e.position)).toEqual([first.position]);

      const other = await holdOpenTransaction(database);
      const second = await store.appendToStream('thing-2', thing(), 'no_stream');
      expect((await store.readAll(START, 10)).map((e) => e.position)).toEqual([first.position]);

      await other.end();
      await until(async () => (await store.readAll(START, 10)).length === 2, 'the other transaction to end');
      expect((await store.readAll(START, 10)).map((e) => e.position)).toEqual([first.position, second.position]);
      await projectorWrites.end();
      await store.close();
    } finally {
      await Promise.all([database.close(), projector.close()]);
      await testDb.drop();
    }
  });
});

// Transaction ids are the server's, not the database's: a busy database beside this one must not hold
// its readers back, while a transaction of its own still must.
describe('Postgres adapter on a server shared with other databases', () => {
  it('reads past a transaction open in another database, and not past one open in its own', async () => {
    const [ownDb, neighbourDb] = await Promise.all([createTestDatabase({ schema: 'core' }), createTestDatabase()]);
    const own = openPostgres(ownDb.url);
    const neighbour = openPostgres(neighbourDb.url);
    const open: (() => Promise<void>)[] = [];
    try {
      const store = await PostgresEventStore.open(own, { crossProcess: false, versions: EVENT_VERSIONS });

      open.push((await holdOpenTransaction(neighbour)).end);
      const first = await store.appendToStream('thing-1', thing(), 'no_stream');
      expect((await store.readAll(START, 10)).map((e) => e.position)).toEqual([first.position]);
      expect(await store.headPosition()).toEqual(first.position);

      const { end: endOwn } = await holdOpenTransaction(own);
      open.push(endOwn);
      const second = await store.appendToStream('thing-2', thing(), 'no_stream');
      expect((await store.readAll(START, 10)).map((e) => e.position)).toEqual([first.position]);
      expect(await store.headPosition()).toEqual(first.position);

      await endOwn();
      expect((await store.readAll(START, 10)).map((e) => e.position)).toEqual([first.position, second.position]);
      expect(await store.headPosition()).toEqual(second.position);
      await store.close();
    } finally {
      await Promise.all(open.map((end) => end()));
      await Promise.all([own.close(), neighbour.close()]);
      await Promise.all([ownDb.drop(), neighbourDb.drop()]);
    }
  });
});
