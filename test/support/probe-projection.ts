import { sql, type Kysely } from 'kysely';
import type { Projection, ReadTable } from '../../src/projections/projection';

/**
 * A projection for crash tests: it records every event it applies (no unique key, so a double
 * apply shows as a duplicate row) and is slow on purpose, so that a kill lands inside a batch.
 */
export const probeProjection: Projection = {
  name: 'probe',
  handles: new Set(['Probed']),
  // A test table beside the read model (not in ReadModel); a rebuild empties it as it does a read table.
  tables: ['probe_applied' as ReadTable],
  async apply(trx, events) {
    for (const event of events) {
      await sql`insert into probe_applied (event_id) values (${event.id}::uuid)`.execute(trx);
      await sql`select pg_sleep(0.001)`.execute(trx);
    }
  },
};

/** The probe's table, beside the read model's: `db.withTables<ProbeTables>()` reads it. */
export type ProbeTables = { probe_applied: { event_id: string } };

export const createProbeTable = <DB>(db: Kysely<DB>) =>
  sql`create table if not exists probe_applied (event_id uuid not null)`.execute(db);
