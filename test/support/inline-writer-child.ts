// A writer process for crash tests: appends bookmarks with their read rows applied inline, four at
// a time, against DATABASE_URL until killed.
import { openPostgres } from '../../src/infra/sql/database';
import type { ReadModel } from '../../src/projections/read-model';
import { PostgresEventStore } from '../../src/infra/event-store/postgres-event-store';
import { EVENT_VERSIONS } from '../../src/events/registry';
import { saved, SLOW_INLINE_SAVES } from './inline-saves';

async function main(): Promise<void> {
  const database = openPostgres<ReadModel>(process.env.DATABASE_URL!);
  const store = await PostgresEventStore.open(database, {
    crossProcess: false,
    versions: EVENT_VERSIONS,
    inline: SLOW_INLINE_SAVES,
  });
  console.log('ready');
  await Promise.all(
    // Members of this process alone: a second writer after a kill saves items of its own.
    [1, 2, 3, 4].map(async (k) => {
      const uid = process.pid * 10 + k;
      for (let id = 1; ; id++) {
        // Several events per append now and then: their rows go with them too.
        const events = id % 5 === 0 ? [saved(uid, id), saved(uid, id + 100_000)] : [saved(uid, id)];
        await store.appendToStream(`user-${uid}-saves-${id}`, events, 'no_stream');
      }
    }),
  );
}

void main();
