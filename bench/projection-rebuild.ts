/**
 * Benchmark 3: events per second of `rebuildProjection` for the users projection over
 * UserRegistered events, against plain multi-row INSERTs of the same read rows (batches of the
 * runner's REBUILD_BATCH) into `users_baseline`, a copy of the `users` table.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { type Kysely, sql } from 'kysely';
import { type EventData, EVENT_VERSIONS } from '../src/events/registry';
import type { EventToAppend } from '../src/infra/event-store/event-store.port';
import { PostgresEventStore } from '../src/infra/event-store/postgres-event-store';
import type { ReadModel } from '../src/projections/read-model';
import { rebuildProjection } from '../src/projections/runner';
import { registeredUserRow, usersProjection } from '../src/projections/users/users.projection';
import { randomUUID } from 'node:crypto';
import {
  type Benchmark,
  fmt,
  fmtRates,
  median,
  ratioResult,
  runIfMain,
  SETTINGS,
  timed,
  withDatabase,
} from './lib/harness';
import { settle } from './lib/appends';

export const TARGET = 0.5;
const FILL_BATCH = 100;

/** The runner's rebuild batch size, read from its source so the baseline follows it. */
export function rebuildBatchSize(): number {
  const source = fs.readFileSync(path.resolve(__dirname, '../src/projections/runner.ts'), 'utf8');
  const match = /const REBUILD_BATCH\s*=\s*([\d_]+)/.exec(source);
  if (!match) throw new Error('REBUILD_BATCH not found in src/projections/runner.ts');
  return Number(match[1]!.replace(/_/g, ''));
}

type Registered = EventData<'UserRegistered'>;

function registered(uid: number): Registered {
  return {
    uid,
    email: `member${uid}@example.com`,
    username: 'Anonymous',
    role: 'member',
    registeredAt: new Date(Date.UTC(2020, 0, 1) + uid * 60_000).toISOString(),
  };
}

function registeredEvent(data: Registered): EventToAppend {
  return {
    id: randomUUID(),
    type: 'UserRegistered',
    data,
    metadata: {
      actorId: data.uid,
      actorRole: null,
      correlationId: randomUUID(),
      causationId: null,
      at: data.registeredAt,
    },
  };
}

/** Fills the store with `total` UserRegistered events in 100-event appends by concurrent writers. */
async function fill(store: PostgresEventStore, total: number, writers: number): Promise<void> {
  let next = 1;
  await Promise.all(
    Array.from({ length: writers }, async (_, w) => {
      for (let stream = 0; next <= total; stream++) {
        const first = next;
        next += FILL_BATCH;
        const events: EventToAppend[] = [];
        for (let uid = first; uid < first + FILL_BATCH && uid <= total; uid++)
          events.push(registeredEvent(registered(uid)));
        await store.appendToStream(`fill-${w}-${stream}`, events, 'no_stream');
      }
    }),
  );
}

/** The runner's rows, inserted plainly: one multi-row INSERT per batch, each its own transaction. */
async function insertBaseline(db: Kysely<ReadModel>, total: number, batch: number): Promise<void> {
  for (let first = 1; first <= total; first += batch) {
    const rows = [];
    for (let uid = first; uid < first + batch && uid <= total; uid++) {
      rows.push(registeredUserRow(registered(uid)));
    }
    // users_baseline is made `like users`, so its rows are users' rows.
    await db.withTables<{ users_baseline: ReadModel['users'] }>().insertInto('users_baseline').values(rows).execute();
  }
}

async function countRows(db: Kysely<ReadModel>, table: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db);
  return rows[0]!.n;
}

export const projectionRebuild: Benchmark = async ({ log }) =>
  withDatabase(20, async (database) => {
    const db = database.db;
    const total = SETTINGS.rebuildEvents;
    const batch = rebuildBatchSize();
    const store = await PostgresEventStore.open(database, { crossProcess: false, versions: EVENT_VERSIONS });
    try {
      const filled = await timed(() => fill(store, total, SETTINGS.writers));
      log(`filled ${fmt(total)} events in ${filled.seconds.toFixed(1)} s (${fmt(total / filled.seconds)} ev/s)`);
      await sql`create table users_baseline (like users including all)`.execute(db);
      const baselines: number[] = [];
      const rebuilds: number[] = [];
      for (let round = 1; round <= SETTINGS.rounds; round++) {
        await sql`truncate users_baseline`.execute(db);
        await settle(db);
        const base = await timed(() => insertBaseline(db, total, batch));
        if ((await countRows(db, 'users_baseline')) !== total) throw new Error('users_baseline is incomplete');
        baselines.push(total / base.seconds);
        log(`round ${round}: INSERT ${fmt(baselines.at(-1)!)} rows/s`);

        await sql`truncate users`.execute(db);
        await settle(db);
        const rebuild = await timed(() => rebuildProjection(store, db, usersProjection));
        if (rebuild.value !== total)
          throw new Error(`rebuildProjection replayed ${rebuild.value} events, expected ${total}`);
        if ((await countRows(db, 'users')) !== total) throw new Error('users is incomplete after the rebuild');
        rebuilds.push(total / rebuild.seconds);
        log(`round ${round}: rebuild ${fmt(rebuilds.at(-1)!)} ev/s`);
      }
      const rebuild = median(rebuilds);
      const baseline = median(baselines);
      return [
        ratioResult({
          id: 'rebuild',
          title: `projection rebuild (users, ${fmt(total)} events)`,
          result: `${fmt(rebuild)} ev/s`,
          baseline: `INSERT ${fmt(baseline)} rows/s`,
          ratio: rebuild / baseline,
          target: TARGET,
          details: [
            `rebuild ev/s per round: ${fmtRates(rebuilds)}; multi-row INSERT (${fmt(batch)} rows each) rows/s per round: ${fmtRates(baselines)}`,
            `store filled with ${fmt(total)} UserRegistered events in ${FILL_BATCH}-event appends at ${fmt(total / filled.seconds)} ev/s`,
          ],
        }),
      ];
    } finally {
      await store.close();
    }
  });

runIfMain(module, projectionRebuild);
