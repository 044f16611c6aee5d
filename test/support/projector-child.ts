// A projector process for crash tests: runs the probe projection against DATABASE_URL until killed.
import { openPostgres } from '../../src/infra/sql/database';
import { PostgresEventStore } from '../../src/infra/event-store/postgres-event-store';
import { ProjectionRunner } from '../../src/projections/runner';
import { probeProjection } from './probe-projection';

async function main(): Promise<void> {
  const database = openPostgres(process.env.DATABASE_URL!);
  const store = await PostgresEventStore.open(database, { crossProcess: true });
  const runner = new ProjectionRunner(store, database.db, [probeProjection], () => {}, { error: (m, e) => console.error(m, e) });
  runner.start();
  console.log('ready');
}

void main();
