import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Redis } from 'ioredis';
import { startPrivateRedis, type PrivateRedis } from '../../test/support/private-redis';
import { REDIS_URL, uniqueName } from '../../test/support/test-run';
import { withDeadline } from '../common/deadline';
import { emailProcessor } from './email.processor';
import { DAILY_JOBS, dailyJobId, enqueueDailyJobs } from './daily-schedule';
import { EMAIL_QUEUE, MAINTENANCE_QUEUE } from '../infra/jobs/queues';
import { OutboxMailer } from '../infra/mail/outbox-mailer';
import type { SqlDatabase } from '../infra/sql/database';
import { openMigratedPGlite } from '../../test/support/migrated-templates';
import { BullMqJobQueue } from '../infra/jobs/bullmq-job-queue';
import { JobOutbox } from '../infra/jobs/job-outbox';
import { InProcessJobQueue } from '../infra/jobs/in-process-job-queue';
import type { Job, JobQueue } from '../infra/jobs/job-queue.port';
import { narrowTo } from '../infra/sql/narrow';
import type { JobTables } from '../infra/jobs/job-tables';

const until = async (check: () => boolean, timeoutMs = 15_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

const adapters: [string, () => Promise<{ queue: JobQueue; close: () => Promise<void> }>][] = [
  [
    'BullMQ on the real Redis',
    async () => {
      const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
      const prefix = uniqueName('redis');
      const database = await openMigratedPGlite('all');
      const queue = new BullMqJobQueue(redis, prefix, new JobOutbox(narrowTo<JobTables>()(database.db)));
      return {
        queue,
        async close() {
          await queue.close();
          await database.close();
          const keys = await redis.keys(`${prefix}:*`);
          if (keys.length) await redis.del(...keys);
          redis.disconnect();
        },
      };
    },
  ],
  [
    'the in-process runner',
    async () => {
      const queue = new InProcessJobQueue();
      return { queue, close: () => queue.close() };
    },
  ],
];

describe.each(adapters)('JobQueue: %s', (_, open) => {
  let queue: JobQueue;
  let close: () => Promise<void>;
  beforeEach(async () => ({ queue, close } = await open()));
  afterEach(async () => close());

  it('runs a job with its data', async () => {
    const seen: Job[] = [];
    await queue.process('q', async (job) => void seen.push(job));
    await queue.enqueue('q', 'greet', { who: 'you' });
    await until(() => seen.length === 1);
    expect(seen[0]).toMatchObject({ queue: 'q', name: 'greet', data: { who: 'you' }, attempt: 1 });
  });

  it('runs a job enqueued twice under one id only once', async () => {
    let runs = 0;
    await queue.process('q', async () => void runs++);
    await queue.enqueue('q', 'daily', {}, { jobId: 'daily-2026-11-22' });
    await queue.enqueue('q', 'daily', {}, { jobId: 'daily-2026-11-22' });
    await queue.enqueue('q', 'other', {}, { jobId: 'other-2026-11-22' });
    await until(() => runs >= 2);
    await new Promise((r) => setTimeout(r, 300));
    expect(runs).toBe(2);
  });

  it('retries a failing job until it succeeds', async () => {
    const attempts: number[] = [];
    await queue.process('q', async (job) => {
      attempts.push(job.attempt);
      if (job.attempt < 2) throw new Error('transient');
    });
    await queue.enqueue('q', 'flaky', {});
    await until(() => attempts.length === 2);
    expect(attempts).toEqual([1, 2]);
  });

  it('delivers email through the queue to the outbox', async () => {
    const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
    await queue.process(EMAIL_QUEUE, emailProcessor(new OutboxMailer(outbox, 'site <no-reply@localhost>')));
    await queue.enqueue(EMAIL_QUEUE, 'password-reset', { to: 'a@example.org', subject: 'Hello', text: 'Body' });
    await until(() => fs.readdirSync(outbox).some((f) => f.endsWith('.json')));
    const file = fs.readdirSync(outbox).find((f) => f.endsWith('.json'))!;
    expect(JSON.parse(fs.readFileSync(path.join(outbox, file), 'utf8'))).toMatchObject({
      to: 'a@example.org',
      subject: 'Hello',
      text: 'Body',
    });
    fs.rmSync(outbox, { recursive: true, force: true });
  });

  it('enqueues each daily job once per day, however many workers try', async () => {
    const ids: string[] = [];
    await queue.process(MAINTENANCE_QUEUE, async (job) => void ids.push(job.id));
    const day = new Date('2026-11-22T06:00:00Z');
    await Promise.all([
      enqueueDailyJobs(queue, day),
      enqueueDailyJobs(queue, day),
      enqueueDailyJobs(queue, new Date('2026-11-22T23:00:00Z')),
    ]);
    await enqueueDailyJobs(queue, new Date('2026-11-23T01:00:00Z'));
    const maintenance = DAILY_JOBS.filter((job) => job.queue === MAINTENANCE_QUEUE).map((job) => job.name);
    expect(maintenance).toEqual(expect.arrayContaining(['purge-sessions', 'purge-drafts']));
    const expected = [day, new Date('2026-11-23T01:00:00Z')].flatMap((d) =>
      maintenance.map((name) => dailyJobId(name, d)),
    );
    await until(() => ids.length >= expected.length);
    await new Promise((r) => setTimeout(r, 300));
    expect(ids.sort()).toEqual(expected.sort());
  });
});

// A worker process is stopped (a deploy, a scale-down) soon after Redis came back from a restart.
describe('BullMQ: shutting down after a Redis restart', () => {
  let redis: PrivateRedis;
  let database: SqlDatabase;
  let connection: Redis;
  let queue: BullMqJobQueue;

  beforeEach(async () => {
    redis = await startPrivateRedis();
    database = await openMigratedPGlite('all');
    connection = new Redis(redis.url, { maxRetriesPerRequest: null });
    queue = new BullMqJobQueue(connection, uniqueName('redis'), new JobOutbox(narrowTo<JobTables>()(database.db)));
  });
  afterEach(async () => {
    connection.disconnect();
    await database.close();
    await redis.remove();
  });

  /** Runs one job that takes `jobMs`, with Redis stopped and started again while it runs. */
  const restartDuringJob = async (jobMs: number) => {
    const job = { started: false, finished: false };
    await queue.process('q', async () => {
      job.started = true;
      await new Promise((r) => setTimeout(r, jobMs));
      job.finished = true;
    });
    await queue.enqueue('q', 'slow', {});
    await until(() => job.started);
    await redis.stop();
    await new Promise((r) => setTimeout(r, 1_500));
    await redis.start();
    return job;
  };
  const closedWithin = (ms: number) =>
    withDeadline(queue.close(), ms, 'the queue’s close').then(
      () => true,
      () => false,
    );

  it('closes, though the worker was still reconnecting when asked to', async () => {
    await restartDuringJob(100);
    expect(await closedWithin(10_000)).toBe(true);
  });

  it('lets the job that was running finish before it closes', async () => {
    const job = await restartDuringJob(3_000);
    expect(job.finished).toBe(false);
    expect(await closedWithin(10_000)).toBe(true);
    expect(job.finished).toBe(true);
  });

  it('closes while Redis stays away', async () => {
    await queue.process('q', async () => {});
    await redis.stop();
    expect(await closedWithin(10_000)).toBe(true);
  });
});
