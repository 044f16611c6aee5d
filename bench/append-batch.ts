/**
 * Benchmark 2: events per second of 100-event appends (16 writers), against the single-row INSERT
 * rate of benchmark 1 (measured again here when this file runs alone).
 */
import { PostgresEventStore } from '../src/infra/event-store/postgres-event-store';
import { measureEmmettAppends, openEmmett } from './lib/emmett-appends';
import { createInsertBaseline, measureSingleInserts, measureStoreAppends, settle } from './lib/appends';
import { type Benchmark, fmt, fmtRates, median, ratioResult, runIfMain, SETTINGS, withDatabase } from './lib/harness';
import { EVENT_VERSIONS } from '../src/events/registry';

export const TARGET = 3;
export const TARGET_VS_EMMETT = 1.2;
const BATCH = 100;

export const appendBatch: Benchmark = async ({ shared, log }) =>
  withDatabase(20, async (database, bench) => {
    const store = await PostgresEventStore.open(database, { crossProcess: true, versions: EVENT_VERSIONS });
    const emmett = await openEmmett(bench.url, 20);
    try {
      let insert = shared.insertRowsPerSecond;
      let insertNote = 'single-row INSERT rate of benchmark 1 (same run)';
      if (insert === undefined) {
        await createInsertBaseline(database.db);
        const inserts: number[] = [];
        for (let round = 1; round <= SETTINGS.rounds; round++) {
          await settle(database.db);
          inserts.push((await measureSingleInserts(database.db, SETTINGS.writers)).rate);
          log(`round ${round}: INSERT ${fmt(inserts.at(-1)!)} rows/s`);
        }
        insert = median(inserts);
        insertNote = `single-row INSERTs/s measured here: ${fmtRates(inserts)}`;
      }
      const appends: number[] = [];
      const emmetts: number[] = [];
      for (let round = 1; round <= SETTINGS.rounds; round++) {
        await settle(database.db);
        appends.push((await measureStoreAppends(store, SETTINGS.writers, BATCH)).rate);
        log(`round ${round}: append ${fmt(appends.at(-1)!)} ev/s in ${BATCH}-event batches`);
        await settle(database.db);
        emmetts.push((await measureEmmettAppends(emmett, SETTINGS.writers, BATCH)).rate);
        log(`round ${round}: Emmett ${fmt(emmetts.at(-1)!)} ev/s in ${BATCH}-event batches`);
      }
      const append = median(appends);
      return [
        ratioResult({
          id: 'append-100',
          title: `appends (${BATCH} events, ${SETTINGS.writers} writers)`,
          result: `${fmt(append)} ev/s`,
          baseline: `INSERT ${fmt(insert)} rows/s`,
          ratio: append / insert,
          target: TARGET,
          details: [
            `events/s per round: ${fmtRates(appends)} (${fmt(median(appends) / BATCH, 1)} appends/s); baseline: ${insertNote}`,
          ],
        }),
        ratioResult({
          id: 'append-100-emmett',
          title: `appends vs Emmett (${BATCH} events, ${SETTINGS.writers} writers)`,
          result: `${fmt(append)} ev/s`,
          baseline: `Emmett ${fmt(median(emmetts))} ev/s`,
          ratio: append / median(emmetts),
          target: TARGET_VS_EMMETT,
          details: [
            `Emmett's PostgreSQL event store on the same database, same events and streams: ${fmtRates(emmetts)} ev/s per round`,
          ],
        }),
      ];
    } finally {
      await store.close();
      await emmett.close();
    }
  });

runIfMain(module, appendBatch);
