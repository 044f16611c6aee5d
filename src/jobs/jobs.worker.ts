import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { type Clock, CLOCK } from '../common/clock';
import type { Config } from '../config/config';
import { SessionsRepository } from '../infra/accounts/sessions.repository';
import { WriteKeysRepository } from '../infra/event-store/write-keys.repository';
import type { JobProcessor, JobQueue } from '../infra/jobs/job-queue.port';
import type { Mailer } from '../infra/mail/mailer.port';
import { CONFIG, JOB_QUEUE, MAILER } from '../infra/tokens';
import { DraftsQueries } from '../projections/drafts/drafts.queries';
import { CommandRunner } from '../writes/command-runner';
import { ExpertMembershipsQueries } from '../projections/expert-memberships/expert-memberships.queries';
import { NotificationsQueries } from '../projections/notifications/notifications.queries';
import { accountsProcessor } from './accounts.processor';
import { enqueueDailyJobs } from './daily-schedule';
import { emailProcessor } from './email.processor';
import { maintenanceProcessor } from './maintenance.processor';
import { membershipProcessor } from './membership.processor';
import { notificationDigestProcessor } from './notification-digest.processor';
import { qotdProcessor } from './qotd.processor';
import {
  ACCOUNTS_QUEUE,
  EMAIL_QUEUE,
  MAINTENANCE_QUEUE,
  MEMBERSHIP_QUEUE,
  NOTIFICATIONS_QUEUE,
  QOTD_QUEUE,
  QUEUES,
} from '../infra/jobs/queues';
import { enqueueWeeklyJobs } from './weekly-schedule';

const HOUR = 60 * 60 * 1000;

/** In processes with the worker role: consumes every queue and enqueues the daily and weekly jobs. */
@Injectable()
export class JobsWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private timer: NodeJS.Timeout | null = null;

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly sessions: SessionsRepository,
    private readonly writeKeys: WriteKeysRepository,
    private readonly runner: CommandRunner,
    private readonly drafts: DraftsQueries,
    private readonly memberships: ExpertMembershipsQueries,
    private readonly notifications: NotificationsQueries,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.roles.includes('worker')) return;
    const processors: Record<(typeof QUEUES)[number], JobProcessor> = {
      [EMAIL_QUEUE]: emailProcessor(this.mailer),
      [MAINTENANCE_QUEUE]: maintenanceProcessor({
        sessions: this.sessions,
        writeKeys: this.writeKeys,
        drafts: this.drafts,
        runner: this.runner,
        clock: this.clock,
      }),
      [QOTD_QUEUE]: qotdProcessor(this.runner),
      [MEMBERSHIP_QUEUE]: membershipProcessor({
        runner: this.runner,
        memberships: this.memberships,
        clock: this.clock,
      }),
      [NOTIFICATIONS_QUEUE]: notificationDigestProcessor({
        runner: this.runner,
        notifications: this.notifications,
        clock: this.clock,
      }),
      [ACCOUNTS_QUEUE]: accountsProcessor(this.runner),
    };
    for (const queue of QUEUES) await this.jobs.process(queue, processors[queue]);
    const tick = () =>
      Promise.all([
        enqueueDailyJobs(this.jobs, this.clock.now()),
        enqueueWeeklyJobs(this.jobs, this.clock.now()),
      ]).catch((e) => this.logger.warn(`Scheduled jobs not enqueued: ${String(e)}`));
    void tick();
    this.timer = setInterval(tick, HOUR);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }
}
