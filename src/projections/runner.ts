import type { Kysely } from 'kysely';
import { AppendWaker, comparePositions, type EventStore, type GlobalPosition, type StoredEvent } from '../infra/event-store/event-store.port';
import { advanceCheckpoint, readCheckpoint, resetCheckpoint } from './checkpoints';
import type { Projection } from './projection';

export interface RunnerLogger {
  error(message: string, error: unknown): void;
}

const LIVE_BATCH = 500;
const REBUILD_BATCH = 5_000;
const PERSIST_SKIPPED_MS = 50;

/** Applies batches of events to one projection and moves its checkpoint in the same transaction. */
async function applyBatch(
  db: Kysely<any>,
  projection: Projection,
  from: GlobalPosition,
  batch: StoredEvent[],
  to: GlobalPosition = batch[batch.length - 1]!.position,
): Promise<GlobalPosition> {
  const relevant = batch.filter((e) => projection.handles.has(e.type));
  await db.transaction().execute(async (trx) => {
    if (relevant.length > 0) await projection.apply(trx, relevant);
    await advanceCheckpoint(trx, projection.name, from, to);
  });
  return to;
}

/** Keeps every projection caught up with the store: catch-up from its checkpoint, then live. */
export class ProjectionRunner {
  private readonly abort = new AbortController();
  private readonly loops: Promise<void>[] = [];

  constructor(
    private readonly store: EventStore,
    private readonly db: Kysely<any>,
    private readonly projections: readonly Projection[],
    private readonly onAdvance: (name: string, position: GlobalPosition) => void,
    private readonly logger: RunnerLogger,
  ) {}

  start(): void {
    for (const projection of this.projections) this.loops.push(this.run(projection));
  }

  async stop(): Promise<void> {
    this.abort.abort();
    await Promise.all(this.loops);
  }

  private async run(projection: Projection): Promise<void> {
    const signal = this.abort.signal;
    const waker = new AppendWaker(this.store);
    try {
      while (!signal.aborted) {
        try {
          // `position` is how far the projection has read; `stored` what its checkpoint row says.
          // A batch with nothing for this projection moves only `position` (reported at once to
          // in-process waiters); the row follows within PERSIST_SKIPPED_MS, so a busy store does not
          // cost every projection a transaction per append. A crash replays skipped events: harmless.
          let stored = await readCheckpoint(this.db, projection.name);
          let storedAt = Date.now();
          let position = stored;
          const persist = async (batch: StoredEvent[]) => {
            position = await applyBatch(this.db, projection, stored, batch, batch.length > 0 ? undefined : position);
            stored = position;
            storedAt = Date.now();
          };
          this.onAdvance(projection.name, position);
          while (!signal.aborted) {
            const batch = await this.store.readAll(position, LIVE_BATCH);
            if (batch.length > 0) {
              if (batch.some((e) => projection.handles.has(e.type)) || Date.now() - storedAt >= PERSIST_SKIPPED_MS) await persist(batch);
              else position = batch[batch.length - 1]!.position;
              this.onAdvance(projection.name, position);
            }
            if (batch.length < LIVE_BATCH) {
              const unpersisted = comparePositions(position, stored) > 0;
              await waker.wait(unpersisted ? Math.max(1, PERSIST_SKIPPED_MS - (Date.now() - storedAt)) : 250, signal);
              if (unpersisted && Date.now() - storedAt >= PERSIST_SKIPPED_MS) await persist([]);
            }
          }
        } catch (error) {
          if (signal.aborted) return;
          this.logger.error(`Projection ${projection.name} failed; retrying from its checkpoint`, error);
          await waker.wait(1_000, signal);
        }
      }
    } finally {
      waker.close();
    }
  }
}

/** Empties a projection's tables and replays every event from position 0, in large batches. */
export async function rebuildProjection(
  store: EventStore,
  db: Kysely<any>,
  projection: Projection,
  onBatch: (position: GlobalPosition, count: number) => void = () => {},
): Promise<number> {
  await db.transaction().execute(async (trx) => {
    for (const table of projection.tables) await trx.deleteFrom(table).execute();
    await resetCheckpoint(trx, projection.name);
  });
  let position = await readCheckpoint(db, projection.name);
  let count = 0;
  let batch = await store.readAll(position, REBUILD_BATCH);
  while (batch.length > 0) {
    // The next batch is read while this one is written: reading and writing overlap.
    const next = store.readAll(batch[batch.length - 1]!.position, REBUILD_BATCH);
    position = await applyBatch(db, projection, position, batch);
    count += batch.length;
    onBatch(position, count);
    batch = await next;
  }
  return count;
}
