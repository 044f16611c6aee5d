import { PROJECTIONS } from '../projections/all-projections';
import { rebuildProjection } from '../projections/runner';
import type { EventStore } from '../infra/event-store/event-store.port';
import type { SqlDatabase } from '../infra/sql/database';
import type { ReadModel } from '../projections/read-model';
import { EVENT_STORE, SQL_DATABASE } from '../infra/tokens';
import { openCliApp, runCommand } from './cli-app';
import { CliError, SITE_ENVIRONMENT } from './command-line';

const NAMES = PROJECTIONS.map((p) => p.name);

runCommand(
  {
    script: 'projections:rebuild',
    direct: 'node dist/cli/rebuild-projections.js',
    synopsis: '[PROJECTION ...]',
    description: [
      'Empties read tables and replays every event into them. With the services profile it waits for the',
      'running projector to stop (it holds the projector lock); Admin Area › Projections rebuilds beside the live site.',
    ].join('\n'),
    operands: {
      name: 'PROJECTION ...',
      help: `the projections to rebuild (all when none is named): ${NAMES.join(', ')}`,
    },
    options: [],
    environment: SITE_ENVIRONMENT,
  },
  async ({ operands: names }) => {
    const unknown = names.filter((n) => !NAMES.includes(n));
    if (unknown.length > 0) throw new CliError(`Unknown projection ${unknown.join(', ')}; known: ${NAMES.join(', ')}`);
    const { app } = await openCliApp();
    const database = app.get<SqlDatabase<ReadModel>>(SQL_DATABASE);
    const store = app.get<EventStore>(EVENT_STORE);
    let acquired!: () => void;
    const holding = new Promise<void>((resolve) => (acquired = resolve));
    // A projector takes over once the lock is lost: the rebuild must not go on beside it.
    const lostLock = new AbortController();
    const release = await database.holdAdvisoryLock('projector', {
      acquired,
      waiting: () => console.log('Waiting for the running projector to stop (it holds the projector lock)...'),
      lost: (reason) => lostLock.abort(reason),
    });
    await holding;
    try {
      for (const projection of PROJECTIONS.filter((p) => names.length === 0 || names.includes(p.name))) {
        const started = performance.now();
        const count = await rebuildProjection(store, database.db, projection, undefined, lostLock.signal);
        if (lostLock.signal.aborted)
          throw new CliError(
            `Lost the projector lock (${String(lostLock.signal.reason)}); the rebuild stopped unfinished: run it again.`,
          );
        const seconds = (performance.now() - started) / 1000;
        console.log(`${projection.name}: ${count} events replayed in ${seconds.toFixed(1)} s`);
      }
    } finally {
      await release();
      await app.close();
    }
  },
);
