import { sql } from 'kysely';
import type { SqlDatabase } from '../../src/infra/sql/database';

/** Opens a transaction in `database` that holds an id (what writing gives it) and stays open until `end`. */
export async function holdOpenTransaction(database: SqlDatabase): Promise<{ xid: string; end: () => Promise<void> }> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let done!: Promise<void>;
  const xid = await new Promise<string>((opened) => {
    done = database.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ xid: string }>`select pg_current_xact_id()::text as xid`.execute(trx);
      opened(rows[0]!.xid);
      await gate;
    });
  });
  return {
    xid,
    async end() {
      release();
      await done;
    },
  };
}
