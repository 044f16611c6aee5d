import { createTestDatabase, type TestDatabase } from '../../../test/support/databases';
import { openPGlite, openPostgres } from '../sql/database';
import { migrateToLatest } from '../sql/migrate';
import { eventStoreContract, type HeldAppend } from './event-store.contract';
import { PostgresEventStore } from './postgres-event-store';

eventStoreContract('Postgres adapter on PostgreSQL', async () => {
  const testDb: TestDatabase = await createTestDatabase();
  const database = openPostgres(testDb.url);
  await migrateToLatest(database.db);
  const store = await PostgresEventStore.open(database, { crossProcess: true });
  return {
    store,
    async holdOpenAppend(streamId, events) {
      let commit!: () => void;
      let appended!: () => void;
      const gate = new Promise<void>((resolve) => (commit = resolve));
      const ready = new Promise<void>((resolve) => (appended = resolve));
      const done = database.db.transaction().execute(async (trx) => {
        await PostgresEventStore.inTransaction(trx).appendToStream(streamId, events, 'no_stream');
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
  const database = await openPGlite();
  await migrateToLatest(database.db);
  const store = await PostgresEventStore.open(database, { crossProcess: false });
  return {
    store,
    async close() {
      await store.close();
      await database.close();
    },
  };
});
