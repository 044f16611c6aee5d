import { type Kysely, sql, type Transaction } from 'kysely';
import { type EventStore, type GlobalPosition, START, type StoredEvent } from '../infra/event-store/event-store.port';
import { advanceCheckpoint, resetCheckpoint } from './checkpoints';
import { concerns, type Projection } from './projection';
import { ProjectorTransactions } from './projector-transactions';
import type { ReadModel } from './read-model';

const REBUILD_BATCH = 5_000;

/** The schema a rebuilt inline projection is replayed into, beside its live tables. */
export const shadowSchemaOf = (projection: Projection) => `rebuild_${projection.name.replace(/[^a-z0-9]/g, '_')}`;

/**
 * Rebuilds a projection that appends keep inline, while they go on keeping its live tables: every event is replayed
 * into fresh copies of its tables in a schema of their own (its handlers name tables unqualified, and the shadow
 * schema comes first on the search path); then, holding new inline appends back (`holdInlineAppends`), the events
 * stored meanwhile are applied there too and the live tables take the rebuilt rows, in one transaction. A crash
 * before that leaves the live tables as they were (the shadow is dropped when the rebuild starts again); a crash
 * in it, nothing done. Readers see the old rows until it commits.
 */
export async function rebuildInlineProjection(
  store: EventStore,
  db: Kysely<ReadModel>,
  projection: Projection,
  onBatch: (position: GlobalPosition, count: number) => void = () => {},
  signal?: AbortSignal,
  transactions = new ProjectorTransactions(),
): Promise<number> {
  if (!store.holdInlineAppends) throw new Error(`Projection ${projection.name} is not applied inline by this store`);
  const shadow = shadowSchemaOf(projection);
  const lane = `rebuild:${projection.name}`;
  const live = (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]!.schema;
  await db.transaction().execute(async (trx) => {
    await sql`drop schema if exists ${sql.id(shadow)} cascade`.execute(trx);
    await sql`create schema ${sql.id(shadow)}`.execute(trx);
    for (const table of projection.tables)
      await sql`create table ${sql.id(shadow, table)} (like ${sql.id(live, table)} including all)`.execute(trx);
    await resetCheckpoint(trx, projection.name);
  });
  const applyInShadow = async (trx: Transaction<ReadModel>, events: StoredEvent[]) => {
    const relevant = events.filter((e) => concerns(projection, e));
    if (relevant.length === 0) return;
    await sql`select set_config('search_path', ${`${quoteIdent(shadow)}, ${quoteIdent(live)}`}, true)`.execute(trx);
    await projection.apply(trx, relevant);
    await sql`select set_config('search_path', ${quoteIdent(live)}, true)`.execute(trx);
  };
  let position = START;
  let count = 0;
  let batch = await store.readAll(position, REBUILD_BATCH);
  while (batch.length > 0 && !signal?.aborted) {
    const next = store.readAll(batch[batch.length - 1]!.position, REBUILD_BATCH);
    const from = position;
    const to = batch[batch.length - 1]!.position;
    await transactions.run(db, lane, async (trx) => {
      await applyInShadow(trx, batch);
      await advanceCheckpoint(trx, projection.name, from, to);
    });
    position = to;
    count += batch.length;
    onBatch(position, count);
    batch = await next;
  }
  if (signal?.aborted) return count;
  await transactions.run(db, lane, async (trx) => {
    const rest = await store.holdInlineAppends!(trx, position);
    await applyInShadow(trx, rest);
    for (const table of projection.tables) {
      const columns = await insertableColumns(trx, live, table);
      await sql`delete from ${sql.id(live, table)}`.execute(trx);
      await sql`insert into ${sql.id(live, table)} (${columns}) overriding system value
        select ${columns} from ${sql.id(shadow, table)}`.execute(trx);
    }
    await sql`drop schema ${sql.id(shadow)} cascade`.execute(trx);
    const last = rest.at(-1)?.position ?? position;
    await advanceCheckpoint(trx, projection.name, position, last);
    count += rest.length;
    position = last;
  });
  onBatch(position, count);
  return count;
}

/** The columns a row can be copied into (not the generated ones), as a list for INSERT and SELECT. */
async function insertableColumns(trx: Kysely<ReadModel>, schema: string, table: string) {
  const { rows } = await sql<{ name: string }>`
    select column_name as name from information_schema.columns
    where table_schema = ${schema} and table_name = ${table} and is_generated = 'NEVER'
    order by ordinal_position`.execute(trx);
  return sql.join(rows.map((r) => sql.id(r.name)));
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
