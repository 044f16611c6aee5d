import type { Kysely } from 'kysely';
import {
  comparePositions,
  type EventStore,
  type GlobalPosition,
  positionToString,
} from '../infra/event-store/event-store.port';
import { PROJECTIONS, projectedThrough } from './all-projections';
import type { ReadModel } from './read-model';
import { rebuildStates } from './rebuild-requests';

export interface ProjectionLag {
  name: string;
  position: string;
  caughtUp: boolean;
  /** Seconds since its checkpoint last moved, while it is behind the head. */
  lagSeconds: number;
}

interface CheckpointRow {
  name: string;
  position: GlobalPosition;
  updatedAt: Date;
}

async function readCheckpointRows(db: Kysely<ReadModel>): Promise<CheckpointRow[]> {
  const rows = await db.selectFrom('projection_checkpoints').selectAll().execute();
  return rows.map((r) => ({
    name: r.name,
    position: { commit: r.commit_position, prepare: r.prepare_position },
    updatedAt: r.updated_at,
  }));
}

const positionsOf = (rows: readonly CheckpointRow[]) => new Map(rows.map((r) => [r.name, r.position]));

function lagsOf(rows: readonly CheckpointRow[], head: GlobalPosition, now: Date): ProjectionLag[] {
  const positions = positionsOf(rows);
  return PROJECTIONS.map((p) => {
    const row = rows.find((r) => r.name === p.name);
    const position = projectedThrough(positions, p.name);
    const caughtUp = comparePositions(position, head) >= 0;
    const lagSeconds = caughtUp || !row ? 0 : Math.max(0, (now.getTime() - row.updatedAt.getTime()) / 1000);
    return { name: p.name, position: positionToString(position), caughtUp, lagSeconds: Math.round(lagSeconds) };
  });
}

/** Where every projection stands against the store's head (for the administrators). */
export async function projectionLags(db: Kysely<ReadModel>, head: GlobalPosition): Promise<ProjectionLag[]> {
  return lagsOf(await readCheckpointRows(db), head, new Date());
}

export interface ProjectionBacklog {
  projections: ProjectionLag[];
  /**
   * How long the oldest event some projection has not applied has waited since it was written: 0
   * when every projection is caught up. This is how stale a read can be, however busy the projector.
   */
  behindSeconds: number;
  /** Projections an administrator is rebuilding beside the live site: they are behind by design and left out of `behindSeconds`. */
  rebuilding: string[];
}

/** How far behind the read model is (for readiness): every projection against the head, and the age of the oldest event not yet applied. */
export async function projectionBacklog(
  db: Kysely<ReadModel>,
  store: EventStore,
  head: GlobalPosition,
  now: Date,
): Promise<ProjectionBacklog> {
  const [rows, rebuilds] = await Promise.all([readCheckpointRows(db), rebuildStates(db)]);
  const rebuilding = [...rebuilds.values()]
    .filter((r) => r.startedAt !== null && r.finishedAt === null && r.error === null)
    .map((r) => r.name);
  const positions = positionsOf(rows);
  const behind = PROJECTIONS.filter((p) => !rebuilding.includes(p.name))
    .map((p) => projectedThrough(positions, p.name))
    .filter((position) => comparePositions(position, head) < 0);
  const projections = lagsOf(rows, head, now);
  if (behind.length === 0) return { projections, behindSeconds: 0, rebuilding };
  const slowest = behind.reduce((a, b) => (comparePositions(a, b) <= 0 ? a : b));
  const [oldest] = await store.readAll(slowest, 1);
  const waitedMs = oldest ? now.getTime() - Date.parse(oldest.metadata.at) : 0;
  return { projections, behindSeconds: Math.max(0, Math.round(waitedMs / 100) / 10), rebuilding };
}
