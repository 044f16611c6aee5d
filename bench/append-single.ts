/**
 * Benchmark 1: single-event appends per second with 16 concurrent writers on distinct streams,
 * against single-row INSERTs of the same rows into a plain table of the same database.
 */
import { PostgresEventStore } from '../src/infra/event-store/postgres-event-store';
import { measureEmmettAppends, openEmmett } from './lib/emmett-appends';
import { createInsertBaseline, measureSingleInserts, measureStoreAppends, settle } from './lib/appends';
import { type Benchmark, fmt, fmtRates, median, ratioResult, runIfMain, SETTINGS, withDatabase } from './lib/harness';
import { EVENT_VERSIONS } from '../src/events/registry';

export const TARGET = 0.5;
export const TARGET_VS_EMMETT = 2;

export const appendSingle: Benchmark = async ({ log }) =>
  withDatabase(20, async (database, bench) => {
    const store = await PostgresEventStore.open(database, { crossProcess: true, versions: EVENT_VERSIONS });
    const emmett = await openEmmett(bench.url, 20);
    try {
      await createInsertBaseline(database.db);
      const inserts: number[] = [];
      const appends: number[] = [];
      const emmetts: number[] = [];
      for (let round = 1; round <= SETTINGS.rounds; round++) {
        await settle(database.db);
        inserts.push((await measureSingleInserts(database.db, SETTINGS.writers)).rate);
        log(`round ${round}: INSERT ${fmt(inserts.at(-1)!)} rows/s`);
        await settle(database.db);
        appends.push((await measureStoreAppends(store, SETTINGS.writers, 1)).rate);
        log(`round ${round}: append ${fmt(appends.at(-1)!)} ev/s`);
        await settle(database.db);
        emmetts.push((await measureEmmettAppends(emmett, SETTINGS.writers, 1)).rate);
        log(`round ${round}: Emmett ${fmt(emmetts.at(-1)!)} ev/s`);
      }
      const insert = median(inserts);
      const append = median(appends);
      return [
        ratioResult({
          id: 'append-1',
          title: `appends (1 event, ${SETTINGS.writers} writers)`,
          result: `${fmt(append)} ev/s`,
          baseline: `INSERT ${fmt(insert)} rows/s`,
          ratio: append / insert,
          target: TARGET,
          details: [
            `appends/s per round: ${fmtRates(appends)}; single-row INSERTs/s per round: ${fmtRates(inserts)} (median of ${SETTINGS.rounds}, ${SETTINGS.seconds} s each after ${SETTINGS.warmupSeconds} s warm-up)`,
          ],
          shared: { insertRowsPerSecond: insert },
        }),
        ratioResult({
          id: 'append-1-emmett',
          title: `appends vs Emmett (1 event, ${SETTINGS.writers} writers)`,
          result: `${fmt(append)} ev/s`,
          baseline: `Emmett ${fmt(median(emmetts))} ev/s`,
          ratio: append / median(emmetts),
          target: TARGET_VS_EMMETT,
          details: [
            `Emmett's PostgreSQL event store (@event-driven-io/emmett-postgresql) on the same database, same events and streams: ${fmtRates(emmetts)} ev/s per round`,
          ],
        }),
      ];
    } finally {
      await store.close();
      await emmett.close();
    }
  });

runIfMain(module, appendSingle);
