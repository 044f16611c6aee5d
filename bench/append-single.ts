/**
 * Benchmark 1: single-event appends per second with 16 concurrent writers on distinct streams,
 * against single-row INSERTs of the same rows into a plain table of the same database.
 */
import { PostgresEventStore } from '../src/infra/event-store/postgres-event-store';
import { createInsertBaseline, measureSingleInserts, measureStoreAppends, settle } from './lib/appends';
import { type Benchmark, fmt, fmtRates, median, ratioResult, runIfMain, SETTINGS, withDatabase } from './lib/harness';

export const TARGET = 0.5;

export const appendSingle: Benchmark = async ({ log }) =>
  withDatabase(20, async (database) => {
    const store = await PostgresEventStore.open(database, { crossProcess: true });
    try {
      await createInsertBaseline(database.db);
      const inserts: number[] = [];
      const appends: number[] = [];
      for (let round = 1; round <= SETTINGS.rounds; round++) {
        await settle(database.db);
        inserts.push((await measureSingleInserts(database.db, SETTINGS.writers)).rate);
        log(`round ${round}: INSERT ${fmt(inserts.at(-1)!)} rows/s`);
        await settle(database.db);
        appends.push((await measureStoreAppends(store, SETTINGS.writers, 1)).rate);
        log(`round ${round}: append ${fmt(appends.at(-1)!)} ev/s`);
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
      ];
    } finally {
      await store.close();
    }
  });

runIfMain(module, appendSingle);
