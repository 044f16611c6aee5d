/**
 * The baseline of the append benchmarks: Emmett's PostgreSQL event store
 * (@event-driven-io/emmett-postgresql) on the same database, with the same events, writers and
 * streams as ours, and a pool of the same size.
 */
import { STREAM_DOES_NOT_EXIST } from '@event-driven-io/emmett';
import { getPostgreSQLEventStore, type PostgresEventStore as EmmettStore } from '@event-driven-io/emmett-postgresql';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { APPENDS_PER_STREAM, profileEvent } from './appends';
import { measureThroughput, type Throughput } from './harness';

export interface Emmett {
  store: EmmettStore;
  close(): Promise<void>;
}

export async function openEmmett(url: string, poolSize: number): Promise<Emmett> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // Dropping the benchmark database ends idle connections: that is no failure of the run.
  pool.on('error', () => {});
  const store = getPostgreSQLEventStore(url, { connectionOptions: { pool } as never });
  // The schema is created on first use: once here, not inside a measured round.
  await store.appendToStream(`warmup-${randomBytes(3).toString('hex')}`, [
    { type: 'Warmed', data: { at: Date.now() } },
  ]);
  return {
    store,
    async close() {
      await store.close();
      await pool.end().catch(() => undefined);
    },
  };
}

/** Events per second through Emmett's `appendToStream`, each writer on its own streams with exact expected versions. */
export function measureEmmettAppends(emmett: Emmett, writers: number, batchSize: number): Promise<Throughput> {
  const tag = randomBytes(3).toString('hex');
  const cursors = Array.from({ length: writers }, (_, w) => ({
    stream: 0,
    appends: 0,
    version: null as bigint | null,
    uid: 1000 + w,
    prefix: `user-${tag}${w}`,
  }));
  return measureThroughput(writers, async (w) => {
    const cursor = cursors[w]!;
    const events = Array.from({ length: batchSize }, () => {
      const e = profileEvent(cursor.uid);
      return {
        type: e.type,
        data: e.data as Record<string, unknown>,
        metadata: e.metadata as unknown as Record<string, unknown>,
      };
    });
    const result = await emmett.store.appendToStream(`${cursor.prefix}-${cursor.stream}`, events, {
      expectedStreamVersion: cursor.version ?? STREAM_DOES_NOT_EXIST,
    });
    cursor.version = result.nextExpectedStreamVersion;
    if (++cursor.appends % APPENDS_PER_STREAM === 0) {
      cursor.stream += 1;
      cursor.version = null;
    }
    return batchSize;
  });
}
