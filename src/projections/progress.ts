import { Inject, Injectable } from '@nestjs/common';
import { SQL_DATABASE } from '../infra/tokens';
import type { SqlDatabase } from '../infra/sql/database';
import type { ReadModel } from './read-model';
import { comparePositions, type GlobalPosition } from '../infra/event-store/event-store.port';
import { readAllCheckpoints } from './checkpoints';
import { PROJECTIONS, projectedThrough } from './all-projections';
import type { Projection } from './projection';

const POLL_MS = 10;

/**
 * Read-your-writes: a mutating request waits (bounded) until the projections its next screen reads
 * have passed the position its command returned. While this process runs the projector (it reports progress)
 * that is a wake-up; otherwise, a standby or an API-only process, the checkpoints table is polled.
 */
@Injectable()
export class ProjectionProgress {
  private readonly local = new Map<string, GlobalPosition>();
  private waiters: (() => void)[] = [];

  constructor(@Inject(SQL_DATABASE) private readonly database: SqlDatabase<ReadModel>) {}

  /** A process with the projector role may be a standby waiting for the lock: only reports count. */
  private get inProcess(): boolean {
    return this.local.size > 0;
  }

  report(name: string, position: GlobalPosition): void {
    this.local.set(name, position);
    this.wakeWaiters();
  }

  /**
   * This process stopped projecting (it lost the projector lock): its reports are stale, so waiters
   * go back to reading the checkpoints table, where the new leader's progress shows.
   */
  forgetReports(): void {
    this.local.clear();
    this.wakeWaiters();
  }

  private wakeWaiters(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }

  /** Resolves true once `projections` (all of them unless told) passed `position`, false if `timeoutMs` ran out first. */
  async waitFor(
    position: GlobalPosition,
    timeoutMs = 2_000,
    projections: readonly Projection[] = PROJECTIONS,
  ): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (await this.reached(position, projections)) return true;
      const left = deadline - Date.now();
      if (left <= 0) return false;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.inProcess ? left : Math.min(POLL_MS, left));
        if (this.inProcess) this.waiters.push(() => (clearTimeout(timer), resolve()));
      });
    }
  }

  private async reached(position: GlobalPosition, projections: readonly Projection[]): Promise<boolean> {
    const positions = this.inProcess ? this.local : await readAllCheckpoints(this.database.db);
    return projections.every((p) => comparePositions(projectedThrough(positions, p.name), position) >= 0);
  }
}
