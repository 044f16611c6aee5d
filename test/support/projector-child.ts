// A projector process for crash tests: runs the probe projection (or, with PROJECTOR=all, every
// projection of the site) against DATABASE_URL until killed.
import { openPostgres } from '../../src/infra/sql/database';
import type { ReadModel } from '../../src/projections/read-model';
import { PostgresEventStore } from '../../src/infra/event-store/postgres-event-store';
import { PROJECTION_LANES } from '../../src/projections/all-projections';
import { ProjectionRunner } from '../../src/projections/runner';
import { probeProjection } from './probe-projection';
import { EVENT_VERSIONS } from '../../src/events/registry';

async function main(): Promise<void> {
  const database = openPostgres<ReadModel>(process.env.DATABASE_URL!);
  const store = await PostgresEventStore.open(database, { crossProcess: true, versions: EVENT_VERSIONS });
  const lanes =
    process.env.PROJECTOR === 'all' ? PROJECTION_LANES : [{ name: 'probe', projections: [probeProjection] }];
  for (const lane of lanes)
    new ProjectionRunner(store, database.db, lane, () => {}, { error: (m, e) => console.error(m, e) }).start();
  console.log('ready');
}

void main();
