import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Config } from '../config/config';
import type { EventStore } from '../infra/event-store/event-store.port';
import type { SqlDatabase } from '../infra/sql/database';
import { CONFIG, EVENT_STORE, SQL_DATABASE } from '../infra/tokens';
import { PROJECTIONS } from './all-projections';
import { ProjectionProgress } from './progress';
import { ProjectionRunner } from './runner';

/** In processes with the projector role: keeps every read model current. */
@Injectable()
export class ProjectorService implements OnApplicationBootstrap, OnApplicationShutdown {
  private runner: ProjectionRunner | null = null;
  private releaseLeadership: (() => Promise<void>) | null = null;
  private readonly logger = new Logger('Projector');

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(SQL_DATABASE) private readonly database: SqlDatabase,
    private readonly progress: ProjectionProgress,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.roles.includes('projector')) return;
    // One active projector per database: the others wait on the advisory lock as standbys.
    this.releaseLeadership = await this.database.holdAdvisoryLock('projector', () => this.startRunner());
  }

  /** This process holds the projector lock and runs the projections (a standby waits for the lock). */
  isLeader(): boolean {
    return this.runner !== null;
  }

  private startRunner(): void {
    this.runner = new ProjectionRunner(this.store, this.database.db, PROJECTIONS, (name, position) => this.progress.report(name, position), {
      error: (message, error) => this.logger.error(`${message}: ${error instanceof Error ? error.message : String(error)}`),
    });
    this.runner.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.runner?.stop();
    await this.releaseLeadership?.();
  }
}
