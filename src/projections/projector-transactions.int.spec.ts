import { type RawBuilder, sql } from 'kysely';
import { createTestDatabase } from '../../test/support/databases';
import { holdOpenTransaction } from '../../test/support/open-transaction';
import { PROJECTOR_READABLE_BELOW_SQL, readableBelow } from '../infra/event-store/postgres-event-store';
import { applicationName, PROJECTOR_TRANSACTION_ROLE } from '../infra/process-instance';
import { openPostgres } from '../infra/sql/database';
import { ProjectorTransactions } from './projector-transactions';
import type { ReadModel } from './read-model';

// A process that watches the store (the load test's lag sampler, an operator at psql) cannot be told
// the projector's transaction ids: the projector's transactions name themselves while they run.
describe('The projector’s transactions seen from another process', () => {
  it('name themselves the projector’s while they run, so a watcher reads past them and past no other', async () => {
    const testDb = await createTestDatabase();
    const projectorDb = openPostgres<ReadModel>(testDb.url, { role: 'projector' });
    const writerDb = openPostgres(testDb.url, { role: 'api' });
    const watcherDb = openPostgres(testDb.url);
    const horizon = async (below: RawBuilder<string>) => {
      const { rows } = await sql<{ below: string }>`select ${below}::text as below`.execute(watcherDb.db);
      return BigInt(rows[0]!.below);
    };
    const nameOf = async (pid: number) => {
      const { rows } = await sql<{ name: string }>`
        select application_name as name from pg_stat_activity where pid = ${pid}`.execute(watcherDb.db);
      return rows[0]!.name;
    };
    const transactions = new ProjectorTransactions();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let opened!: (pid: number) => void;
    const pidOpened = new Promise<number>((resolve) => (opened = resolve));
    const projecting = transactions.run(projectorDb.db, 'pages', async (trx) => {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
      opened(rows[0]!.pid);
      await gate;
    });
    let writer: Awaited<ReturnType<typeof holdOpenTransaction>> | null = null;
    try {
      const pid = await pidOpened;
      const [projectorXid] = transactions.open();
      const projector = BigInt(projectorXid!);
      expect(await nameOf(pid)).toBe(applicationName(PROJECTOR_TRANSACTION_ROLE));

      // A writer's transaction, newer than the projector's: the watcher waits for it alone.
      writer = await holdOpenTransaction(writerDb);
      // One that ends after both: a snapshot lists the transactions running below the last one to end.
      await sql`select pg_current_xact_id()`.execute(watcherDb.db);
      expect(await horizon(sql.raw<string>(PROJECTOR_READABLE_BELOW_SQL))).toBe(BigInt(writer.xid));
      // A reader that is not told of the projector's transactions stays behind the projector's.
      expect(await horizon(readableBelow())).toBe(projector);

      await writer.end();
      expect(await horizon(sql.raw<string>(PROJECTOR_READABLE_BELOW_SQL))).toBeGreaterThan(projector);
      expect(await horizon(readableBelow())).toBe(projector);

      release();
      await projecting;
      // Its connection, back in the pool, answers to its own name again.
      expect(await nameOf(pid)).toBe(applicationName('projector'));
    } finally {
      // A pool closes once its transactions end.
      release();
      await Promise.all([projecting, writer?.end()]);
      await Promise.all([projectorDb.close(), writerDb.close(), watcherDb.close()]);
      await testDb.drop();
    }
  });
});
