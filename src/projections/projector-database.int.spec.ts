import { sql } from 'kysely';
import { createTestDatabase } from '../../test/support/databases';
import { holdOpenTransaction } from '../../test/support/open-transaction';
import { readableBelow } from '../infra/event-store/postgres-event-store';
import { applicationName, PROJECTOR_ROLE } from '../infra/process-instance';
import { openPGlite, openPostgres } from '../infra/sql/database';
import { openProjectorDatabase } from './projector-database';

// Readers of the store, in any process (the projector's lanes, the load test's lag sampler), pass the
// projector's transactions by because of the name of the connections they run on.
describe('The projector’s own connections', () => {
  it('carry the projector’s name even where the connection string names the connection, so readers pass their transactions by and no other', async () => {
    const testDb = await createTestDatabase();
    const shared = openPostgres(testDb.url, { role: 'projector' });
    const namedUrl = new URL(testDb.url);
    namedUrl.searchParams.set('application_name', 'an operator’s name');
    const projectorDb = openProjectorDatabase(shared, namedUrl.toString());
    const writerDb = openPostgres(testDb.url, { role: 'api' });
    const horizon = async () => {
      const { rows } = await sql<{ below: string }>`select ${readableBelow}::text as below`.execute(shared.db);
      return BigInt(rows[0]!.below);
    };
    const projector = await holdOpenTransaction(projectorDb);
    let writer: Awaited<ReturnType<typeof holdOpenTransaction>> | null = null;
    try {
      const { rows } = await sql<{ name: string }>`
        select application_name as name from pg_stat_activity where backend_xid = ${projector.xid}::xid`.execute(
        shared.db,
      );
      expect(rows.map((r) => r.name)).toEqual([applicationName(PROJECTOR_ROLE)]);

      // A writer's transaction, newer than the projector's: the reader waits for it alone.
      writer = await holdOpenTransaction(writerDb);
      // One that ends after both: a snapshot lists the transactions running below the last one to end.
      await sql`select pg_current_xact_id()`.execute(shared.db);
      expect(await horizon()).toBe(BigInt(writer.xid));

      await writer.end();
      expect(await horizon()).toBeGreaterThan(BigInt(projector.xid));
    } finally {
      await Promise.all([projector.end(), writer?.end()]);
      await Promise.all([projectorDb.close(), shared.close(), writerDb.close()]);
      await testDb.drop();
    }
  });

  it('are the embedded database’s one connection there, which the projector does not close', async () => {
    const embedded = await openPGlite();
    try {
      const projectorDb = openProjectorDatabase(embedded, null);
      expect(projectorDb.db).toBe(embedded.db);
      await projectorDb.close();
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(embedded.db);
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await embedded.close();
    }
  });
});
