import type { Kysely } from 'kysely';
import type { ReadModel } from './read-model';

/** Where a requested rebuild stands. */
export interface RebuildState {
  name: string;
  requestedAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  /** Events replayed, once finished. */
  events: number | null;
  error: string | null;
}

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

/**
 * Asks the projector to rebuild `name`; a request that has not started yet is kept as it is.
 * Answers false when a rebuild of it is already waiting or under way.
 */
export async function requestRebuild(
  db: Kysely<ReadModel>,
  name: string,
  requestedBy: number,
  now: Date,
): Promise<boolean> {
  const result = await db
    .insertInto('projection_rebuilds')
    .values({ name, requested_at: now, requested_by: requestedBy })
    .onConflict((oc) =>
      oc
        .column('name')
        .doUpdateSet({
          requested_at: now,
          requested_by: requestedBy,
          started_at: null,
          finished_at: null,
          events: null,
          error: null,
        })
        // Only a finished or failed rebuild is asked for again.
        .where((eb) =>
          eb.or([
            eb('projection_rebuilds.finished_at', 'is not', null),
            eb('projection_rebuilds.error', 'is not', null),
          ]),
        ),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Requested rebuilds the projector has not started. */
export async function pendingRebuilds(db: Kysely<ReadModel>): Promise<string[]> {
  const rows = await db
    .selectFrom('projection_rebuilds')
    .select('name')
    .where('started_at', 'is', null)
    .orderBy('requested_at')
    .execute();
  return rows.map((row) => row.name);
}

/** Rebuilds of `names` that started and never finished or failed (their projector died) wait to start again. */
export async function requeueInterruptedRebuilds(db: Kysely<ReadModel>, names: readonly string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const rows = await db
    .updateTable('projection_rebuilds')
    .set({ started_at: null })
    .where('name', 'in', names)
    .where('started_at', 'is not', null)
    .where('finished_at', 'is', null)
    .where('error', 'is', null)
    .returning('name')
    .execute();
  return rows.map((row) => row.name);
}

export async function markRebuildStarted(db: Kysely<ReadModel>, name: string, now: Date): Promise<void> {
  await db.updateTable('projection_rebuilds').set({ started_at: now }).where('name', '=', name).execute();
}

export async function markRebuildFinished(
  db: Kysely<ReadModel>,
  name: string,
  events: number,
  now: Date,
): Promise<void> {
  await db.updateTable('projection_rebuilds').set({ finished_at: now, events }).where('name', '=', name).execute();
}

export async function markRebuildFailed(db: Kysely<ReadModel>, name: string, error: string): Promise<void> {
  await db
    .updateTable('projection_rebuilds')
    .set({ error: error.slice(0, 1_000) })
    .where('name', '=', name)
    .execute();
}

export async function rebuildStates(db: Kysely<ReadModel>): Promise<Map<string, RebuildState>> {
  const rows = await db.selectFrom('projection_rebuilds').selectAll().execute();
  return new Map(
    rows.map((row) => [
      row.name,
      {
        name: row.name,
        requestedAt: row.requested_at.toISOString(),
        startedAt: iso(row.started_at),
        finishedAt: iso(row.finished_at),
        events: row.events === null ? null : Number(row.events),
        error: row.error,
      },
    ]),
  );
}
