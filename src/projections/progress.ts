import { Inject, Injectable } from '@nestjs/common';
import { EVENT_STORE, SQL_DATABASE } from '../infra/tokens';
import type { SqlDatabase } from '../infra/sql/database';
import type { ReadModel } from './read-model';
import { comparePositions, type EventStore, type GlobalPosition } from '../infra/event-store/event-store.port';
import { readAllCheckpoints } from './checkpoints';
import { PROJECTIONS, projectedThrough } from './all-projections';
import type { Projection } from './projection';

const POLL_MS = 10;

/**
 * Read-your-writes: a mutating request waits (bounded) until the projections its next screen reads
 * have passed the position its command returned. While this process runs the projector (it reports progress)
 * that is a wake-up; otherwise, a standby or an API-only process, the checkpoints table is polled:
 * once per poll for all the requests waiting, not once per request (under load, dozens wait at once).
 */
@Injectable()
export class ProjectionProgress {
  private readonly local = new Map<string, GlobalPosition>();
  private waiters: (() => void)[] = [];
  private pollTimer: NodeJS.Timeout | null = null;
  private reading: Promise<Map<string, GlobalPosition>> | null = null;

  constructor(
    @Inject(SQL_DATABASE) private readonly database: SqlDatabase<ReadModel>,
    /** A projection it applies inline has every committed write: there is nothing to wait for. */
    @Inject(EVENT_STORE) private readonly store: Pick<EventStore, 'inline'>,
  ) {}

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
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => (clearTimeout(timer), resolve()));
        if (!this.inProcess) this.pollSoon();
      });
    }
  }

  /** Wakes every waiter after one poll interval; they then share one read of the checkpoints. */
  private pollSoon(): void {
    this.pollTimer ??= setTimeout(() => {
      this.pollTimer = null;
      this.wakeWaiters();
    }, POLL_MS);
  }

  private async reached(position: GlobalPosition, all: readonly Projection[]): Promise<boolean> {
    const projections = all.filter((p) => !this.store.inline.has(p.name));
    if (projections.length === 0) return true;
    const positions = this.inProcess ? this.local : await this.readCheckpoints();
    return projections.every((p) => comparePositions(projectedThrough(positions, p.name), position) >= 0);
  }

  /** The checkpoints, read once for everyone who asks while a read is on its way. */
  private readCheckpoints(): Promise<Map<string, GlobalPosition>> {
    this.reading ??= readAllCheckpoints(this.database.db).finally(() => {
      this.reading = null;
    });
    return this.reading;
  }
}
