import { type Kysely, sql } from 'kysely';
import { type GlobalPosition, START } from '../infra/event-store/event-store.port';

export async function readCheckpoint(db: Kysely<any>, name: string): Promise<GlobalPosition> {
  const row = await db.selectFrom('projection_checkpoints').select(['commit_position', 'prepare_position']).where('name', '=', name).executeTakeFirst();
  return row ? { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) } : START;
}

export async function readAllCheckpoints(db: Kysely<any>): Promise<Map<string, GlobalPosition>> {
  const rows = await db.selectFrom('projection_checkpoints').select(['name', 'commit_position', 'prepare_position']).execute();
  return new Map(rows.map((r) => [r.name as string, { commit: BigInt(r.commit_position), prepare: BigInt(r.prepare_position) }]));
}

export class CheckpointMovedError extends Error {}

/**
 * Moves a checkpoint from `from` to `to`, inside the transaction that applied the events. It only
 * succeeds from the expected previous position: a second runner that raced us rolls back.
 */
export async function advanceCheckpoint(trx: Kysely<any>, name: string, from: GlobalPosition, to: GlobalPosition): Promise<void> {
  const result = await sql`
    insert into projection_checkpoints as c (name, commit_position, prepare_position, updated_at)
    values (${name}, ${to.commit}, ${to.prepare}, now())
    on conflict (name) do update set commit_position = excluded.commit_position,
      prepare_position = excluded.prepare_position, updated_at = now()
    where c.commit_position = ${from.commit} and c.prepare_position = ${from.prepare}`.execute(trx);
  if (result.numAffectedRows === 0n) throw new CheckpointMovedError(`Checkpoint of ${name} moved under us`);
}

export async function resetCheckpoint(trx: Kysely<any>, name: string): Promise<void> {
  await trx.deleteFrom('projection_checkpoints').where('name', '=', name).execute();
}
