import { type Kysely, sql } from 'kysely';
import { type GlobalPosition, laterPosition, START } from '../infra/event-store/event-store.port';
import type { ReadModel } from './read-model';

export async function readCheckpoint(db: Kysely<ReadModel>, name: string): Promise<GlobalPosition> {
  const row = await db
    .selectFrom('projection_checkpoints')
    .select(['commit_position', 'prepare_position'])
    .where('name', '=', name)
    .executeTakeFirst();
  return row ? { commit: row.commit_position, prepare: row.prepare_position } : START;
}

export async function readAllCheckpoints(db: Kysely<ReadModel>): Promise<Map<string, GlobalPosition>> {
  const rows = await db
    .selectFrom('projection_checkpoints')
    .select(['name', 'commit_position', 'prepare_position'])
    .execute();
  return new Map(rows.map((r) => [r.name, { commit: r.commit_position, prepare: r.prepare_position }]));
}

/**
 * The row that says how far every projection of a running lane has read: each applied the events
 * up to there or had nothing to apply. A projection's own row lags behind it while it skips events
 * of no interest, so waiters in other processes take the later of the two.
 */
const readThroughRow = (lane: string) => `*${lane}`;

/** How far `name`, of `lane`, has read, from the rows `readAllCheckpoints` returned. */
export function checkpointOf(
  checkpoints: ReadonlyMap<string, GlobalPosition>,
  name: string,
  lane: string,
): GlobalPosition {
  return laterPosition(checkpoints.get(name) ?? START, checkpoints.get(readThroughRow(lane)) ?? START);
}

/** Moves a lane's read-through row forward (never back: writes from an older batch may land late). */
export async function recordReadThrough(db: Kysely<ReadModel>, lane: string, to: GlobalPosition): Promise<void> {
  await sql`
    insert into projection_checkpoints as c (name, commit_position, prepare_position, updated_at)
    values (${readThroughRow(lane)}, ${to.commit}, ${to.prepare}, now())
    on conflict (name) do update set commit_position = excluded.commit_position,
      prepare_position = excluded.prepare_position, updated_at = now()
    where (c.commit_position, c.prepare_position) < (excluded.commit_position, excluded.prepare_position)`.execute(db);
}

export class CheckpointMovedError extends Error {}

/**
 * Moves a checkpoint from `from` to `to`, inside the transaction that applied the events. It only
 * succeeds from the expected previous position: a second runner that raced us rolls back.
 */
export async function advanceCheckpoint(
  trx: Kysely<ReadModel>,
  name: string,
  from: GlobalPosition,
  to: GlobalPosition,
): Promise<void> {
  await advanceCheckpoints(trx, [{ name, from, to }]);
}

export interface CheckpointMove {
  name: string;
  from: GlobalPosition;
  to: GlobalPosition;
}

/** How far a lane has read, moved forward in the same statement as its projections' checkpoints. */
export interface ReadThroughMove {
  lane: string;
  to: GlobalPosition;
}

/**
 * `advanceCheckpoint` for several projections in one statement: all move, or the transaction fails.
 * With `readThrough`, the lane's read-through row moves forward too (never back), at no extra round trip.
 */
export async function advanceCheckpoints(
  trx: Kysely<ReadModel>,
  moves: readonly CheckpointMove[],
  readThrough?: ReadThroughMove,
): Promise<void> {
  const values = moves.map((m) => sql`(${m.name}, ${m.to.commit}::bigint, ${m.to.prepare}::bigint, now())`);
  if (readThrough)
    values.push(
      sql`(${readThroughRow(readThrough.lane)}, ${readThrough.to.commit}::bigint, ${readThrough.to.prepare}::bigint, now())`,
    );
  const expected = sql.join(moves.map((m) => sql`(${m.name}, ${m.from.commit}::bigint, ${m.from.prepare}::bigint)`));
  const { rows } = await sql<{ name: string }>`
    insert into projection_checkpoints as c (name, commit_position, prepare_position, updated_at)
    values ${sql.join(values)}
    on conflict (name) do update set commit_position = excluded.commit_position,
      prepare_position = excluded.prepare_position, updated_at = now()
    where (c.name, c.commit_position, c.prepare_position) in (${expected})
      or (c.name = ${readThrough ? readThroughRow(readThrough.lane) : null}
        and (c.commit_position, c.prepare_position) < (excluded.commit_position, excluded.prepare_position))
    returning name`.execute(trx);
  const moved = new Set(rows.map((r) => r.name));
  if (!moves.every((m) => moved.has(m.name)))
    throw new CheckpointMovedError(`A checkpoint of ${moves.map((m) => m.name).join(', ')} moved under us`);
}

/**
 * Back to the start. The read-through rows go too (this projection has not read that far, whichever
 * lane it runs in); each lane writes its own again with its next batch.
 */
export async function resetCheckpoint(trx: Kysely<ReadModel>, name: string): Promise<void> {
  await trx
    .deleteFrom('projection_checkpoints')
    .where((eb) => eb.or([eb('name', '=', name), eb('name', 'like', readThroughRow('%'))]))
    .execute();
}
