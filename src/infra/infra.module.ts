import { type LiveBus, openLiveBus } from './live/live-bus';
import { type DynamicModule, Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { CLOCK, systemClock } from '../common/clock';
import type { Config } from '../config/config';
import { CredentialsRepository } from './accounts/credentials.repository';
import { ResetCodesRepository } from './accounts/reset-codes.repository';
import { SessionsRepository } from './accounts/sessions.repository';
import { WriteKeysRepository } from './event-store/write-keys.repository';
import type { EventStore } from './event-store/event-store.port';
import type { EventVersions } from './event-store/event-versions';
import type { InlineProjections } from './event-store/inline-projections.port';
import { openEventStore } from './event-store/open-event-store';
import { JobOutbox } from './jobs/job-outbox';
import { BullMqJobQueue } from './jobs/bullmq-job-queue';
import { InProcessJobQueue } from './jobs/in-process-job-queue';
import type { JobQueue } from './jobs/job-queue.port';
import { OutboxMailer } from './mail/outbox-mailer';
import { BraintreePaymentGateway } from './payments/braintree-payment-gateway';
import { MemoryPaymentLocks } from './payments/memory-payment-locks';
import { RedisPaymentLocks } from './payments/redis-payment-locks';
import { SandboxPaymentGateway } from './payments/sandbox-payment-gateway';
import { SmtpMailer } from './mail/smtp-mailer';
import { MemoryRateLimiter } from './rate-limit/memory-rate-limiter';
import { RedisRateLimiter } from './rate-limit/redis-rate-limiter';
import { type SqlDatabase, openDatabase } from './sql/database';
import { type Migrations, migrateToLatest } from './sql/migrate';
import {
  CONFIG,
  EVENT_STORE,
  JOB_QUEUE,
  MAILER,
  PAYMENT_GATEWAY,
  PAYMENT_LOCKS,
  RATE_LIMITER,
  SQL_DATABASE,
  LIVE_BUS,
} from './tokens';
import { narrowTo } from './sql/narrow';
import type { JobTables } from './jobs/job-tables';

export const REDIS = Symbol('Redis');

/** Closes what the adapters opened, in reverse order of need. */
class InfraShutdown implements OnApplicationShutdown {
  constructor(
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(SQL_DATABASE) private readonly database: SqlDatabase,
    @Inject(REDIS) private readonly redis: Redis | null,
    @Inject(LIVE_BUS) private readonly live: LiveBus,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await this.live.close().catch(() => {});
    await this.jobs.close().catch(() => {});
    await this.store.close().catch(() => {});
    await this.database.close().catch(() => {});
    this.redis?.disconnect();
  }
}

/**
 * Chooses every adapter once, from configuration; nothing else branches on the profile. The database
 * is brought up to `migrations` when opened (the set is given from above: infra knows only its own tables);
 * the event store reads and writes events by `versions`, given from above too (infra knows no event), and applies
 * the `inline` projections in each append's transaction where it can (the Postgres store).
 */
@Global()
@Module({})
export class InfraModule {
  static forRoot(
    config: Config,
    migrations: Migrations,
    versions: EventVersions,
    inline?: InlineProjections,
  ): DynamicModule {
    const logger = new Logger('Jobs');
    const providers = [
      { provide: CONFIG, useValue: config },
      { provide: CLOCK, useValue: systemClock },
      {
        provide: SQL_DATABASE,
        useFactory: async () => {
          const database = await openDatabase(config);
          await migrateToLatest(database.db, migrations);
          return database;
        },
      },
      {
        provide: EVENT_STORE,
        inject: [SQL_DATABASE],
        useFactory: (database: SqlDatabase) => openEventStore(config, database, versions, inline),
      },
      {
        provide: REDIS,
        useFactory: () =>
          config.redisUrl
            ? new Redis(config.redisUrl, { maxRetriesPerRequest: null, lazyConnect: false }).on('error', () => {})
            : null,
      },
      {
        provide: JOB_QUEUE,
        inject: [REDIS, SQL_DATABASE],
        useFactory: (redis: Redis | null, database: SqlDatabase) =>
          redis
            ? new BullMqJobQueue(redis, config.redisPrefix, new JobOutbox(narrowTo<JobTables>()(database.db)))
            : new InProcessJobQueue((job, error) =>
                logger.error(`Job ${job.id} failed (attempt ${job.attempt}): ${String(error)}`),
              ),
      },
      {
        provide: MAILER,
        useFactory: () =>
          config.smtpUrl
            ? new SmtpMailer(config.smtpUrl, config.mailFrom)
            : new OutboxMailer(config.outboxDir, config.mailFrom),
      },
      {
        provide: RATE_LIMITER,
        inject: [REDIS],
        useFactory: (redis: Redis | null) =>
          redis ? new RedisRateLimiter(redis, config.redisPrefix) : new MemoryRateLimiter(),
      },
      {
        provide: PAYMENT_GATEWAY,
        useFactory: () =>
          config.braintree ? new BraintreePaymentGateway(config.braintree) : new SandboxPaymentGateway(),
      },
      {
        provide: PAYMENT_LOCKS,
        inject: [REDIS],
        useFactory: (redis: Redis | null) =>
          redis ? new RedisPaymentLocks(redis, config.redisPrefix) : new MemoryPaymentLocks(),
      },
      {
        provide: LIVE_BUS,
        inject: [SQL_DATABASE],
        useFactory: (database: SqlDatabase) => openLiveBus(database),
      },
      CredentialsRepository,
      SessionsRepository,
      ResetCodesRepository,
      WriteKeysRepository,
      InfraShutdown,
    ];
    return {
      module: InfraModule,
      providers,
      exports: providers.filter((p) => p !== InfraShutdown),
    };
  }
}
