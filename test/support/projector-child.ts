// A projector process for crash tests: runs the probe projection (or, with PROJECTOR=all, every
// projection of the site) against DATABASE_URL until killed.
import { openPostgres } from '../../src/infra/sql/database';
import type { ReadModel } from '../../src/projections/read-model';
import { PostgresEventStore } from '../../src/infra/event-store/postgres-event-store';
import { PROJECTIONS } from '../../src/projections/all-projections';
import { ProjectionRunner } from '../../src/projections/runner';
import { probeProjection } from './probe-projection';

async function main(): Promise<void> {
  const database = openPostgres<ReadModel>(process.env.DATABASE_URL!);
  const store = await PostgresEventStore.open(database, { crossProcess: true });
  const projections = process.env.PROJECTOR === 'all' ? PROJECTIONS : [probeProjection];
  const runner = new ProjectionRunner(store, database.db, projections, () => {}, {
    error: (m, e) => console.error(m, e),
  });
  runner.start();
  console.log('ready');
}

void main();
