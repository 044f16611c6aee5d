import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Config } from '../config/config';
import type { EventStore } from '../infra/event-store/event-store.port';
import type { SqlDatabase } from '../infra/sql/database';
import type { ReadModel } from './read-model';
import type { LiveBus } from '../infra/live/live-bus';
import { CONFIG, EVENT_STORE, LIVE_BUS, SQL_DATABASE } from '../infra/tokens';
import { LivePublisher } from './live/live-publisher';
import { PROJECTION_LANES } from './all-projections';
import { ProjectionProgress } from './progress';
import { openProjectorDatabase } from './projector-database';
import { ProjectorTransactions } from './projector-transactions';
import { ProjectionRunner } from './runner';

/**
 * In processes with the projector role: keeps every read model current while it leads. One
 * projector per database leads, the one holding the projector advisory lock; the others stand by.
 * A leader that loses the lock stops projecting at once, before a standby can take over, and
 * competes for the lock again.
 */
@Injectable()
export class ProjectorService implements OnApplicationBootstrap, OnApplicationShutdown {
  private runners: ProjectionRunner[] = [];
  private leading = false;
  private closing = false;
  /** Runners start and stop one after the other: a stopping runner is done before the next one starts. */
  private handover: Promise<void> = Promise.resolve();
  private stopCompeting: (() => Promise<void>) | null = null;
  private projectorDatabase: SqlDatabase<ReadModel> | null = null;
  private readonly logger = new Logger('Projector');

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(SQL_DATABASE) private readonly database: SqlDatabase<ReadModel>,
    @Inject(LIVE_BUS) private readonly live: LiveBus,
    private readonly progress: ProjectionProgress,
  ) {}

  /** Whether this process holds the projector lock and so keeps the read models current. */
  isLeader(): boolean {
    return this.leading;
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.roles.includes('projector')) return;
    this.projectorDatabase = openProjectorDatabase(this.database, this.config.databaseUrl);
    this.stopCompeting = await this.database.holdAdvisoryLock('projector', {
      acquired: () => this.lead(),
      waiting: () => this.logger.log('Standing by: another process holds the projector lock'),
      lost: (reason) => this.standDown(reason),
    });
  }

  private lead(): void {
    if (this.closing) return;
    this.leading = true;
    this.logger.log('Leading: this process holds the projector lock and keeps the read models current');
    this.handover = this.handover.then(() => {
      if (this.leading && this.runners.length === 0) this.startRunners();
    });
  }

  private standDown(reason: string): void {
    this.leading = false;
    this.logger.log(`Lost the projector lock (${reason}); stopping the projections, and competing for the lock again`);
    this.handover = this.handover.then(() => this.stopRunners());
  }

  /**
   * One runner per lane: lanes read and apply side by side, so a slow one holds back only itself.
   * They project through the projector's own connections, which readers of the store pass by, so
   * that no lane's reader waits for another lane's writes; each hears when another's transaction ends.
   */
  private startRunners(): void {
    const projecting = this.projectorDatabase!.db;
    const logger = {
      error: (message: string, error: unknown) =>
        this.logger.error(`${message}: ${error instanceof Error ? error.message : String(error)}`),
    };
    const transactions = new ProjectorTransactions();
    const publisher = new LivePublisher(this.database.db, this.live, (error) =>
      logger.error('Publishing live notices failed', error),
    );
    this.runners = PROJECTION_LANES.map((lane) => {
      // One lane's notices go out one commit after the other, in the order they committed.
      let publishing = Promise.resolve();
      return new ProjectionRunner(
        this.store,
        projecting,
        lane,
        (name, position) => this.progress.report(name, position),
        logger,
        transactions,
        (events, position) => {
          publishing = publishing.then(() => publisher.committed(lane.name, events, position));
        },
      );
    });
    for (const runner of this.runners) runner.start();
  }

  private async stopRunners(): Promise<void> {
    const runners = this.runners;
    this.runners = [];
    await Promise.all(runners.map((runner) => runner.stop()));
    this.progress.forgetReports();
  }

  async onApplicationShutdown(): Promise<void> {
    // The runners stop before the lock goes, so that no standby projects beside it.
    this.closing = true;
    this.leading = false;
    this.handover = this.handover.then(() => this.stopRunners());
    await this.handover;
    await this.stopCompeting?.();
    await this.projectorDatabase?.close();
  }
}
