import type { Kysely } from 'kysely';
import { comparePositions, type GlobalPosition, positionToString } from '../infra/event-store/event-store.port';
import { PROJECTIONS } from './all-projections';
import { checkpointOf } from './checkpoints';

export interface ProjectionLag {
  name: string;
  position: string;
  caughtUp: boolean;
  /** Seconds since its checkpoint last moved, while it is behind the head. */
  lagSeconds: number;
}

/** Where every projection stands against the store's head (for /health and the administrators). */
export async function projectionLags(db: Kysely<any>, head: GlobalPosition): Promise<ProjectionLag[]> {
  const rows = await db.selectFrom('projection_checkpoints').selectAll().execute();
  const positions = new Map(rows.map((r) => [r.name as string, { commit: BigInt(r.commit_position), prepare: BigInt(r.prepare_position) }]));
  return PROJECTIONS.map((p) => {
    const row = rows.find((r) => r.name === p.name);
    const position = checkpointOf(positions, p.name);
    const caughtUp = comparePositions(position, head) >= 0;
    const lagSeconds = caughtUp || !row ? 0 : Math.max(0, (Date.now() - new Date(row.updated_at).getTime()) / 1000);
    return { name: p.name, position: positionToString(position), caughtUp, lagSeconds: Math.round(lagSeconds) };
  });
}
