import { randomUUID } from 'node:crypto';
import { Queue, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { closeWorker } from './close-worker';
import type { HeldJob, JobOutbox } from './job-outbox';
import type { EnqueueOptions, JobProcessor, JobQueue } from './job-queue.port';
import { JOB_ATTEMPTS } from './job-queue.port';

const KEEP_COMPLETED_SECONDS = 8 * 24 * 60 * 60;
/** Longer than Redis takes to answer, short enough that a request hardly notices it went away. */
const ADD_TIMEOUT_MS = 1_000;
const RELAY_EVERY_MS = 1_000;

/**
 * BullMQ on Redis: any number of worker processes share the queues. While Redis is out of reach
 * jobs wait in the database's outbox and are handed over when it answers again; every job has an
 * id, so a job handed over twice (a slow add that finally went through) still runs once.
 */
export class BullMqJobQueue implements JobQueue {
  private readonly queues = new Map<string, Queue>();
  private readonly workers: { worker: Worker; connection: Redis }[] = [];
  private readonly relayTimer: NodeJS.Timeout;
  private relaying: Promise<unknown> | null = null;

  constructor(
    private readonly connection: Redis,
    private readonly prefix: string,
    private readonly outbox: JobOutbox,
  ) {
    this.relayTimer = setInterval(() => void this.relay(), RELAY_EVERY_MS);
    this.relayTimer.unref();
  }

  /** Hands what the outbox holds to BullMQ, if Redis answers; one relay at a time per process. */
  relay(): Promise<unknown> {
    if (this.relaying || this.connection.status !== 'ready') return this.relaying ?? Promise.resolve();
    this.relaying = this.outbox
      .relay((job) => this.add(job))
      .catch(() => 0)
      .finally(() => (this.relaying = null));
    return this.relaying;
  }

  private queue(name: string): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: this.connection, prefix: this.prefix });
      this.queues.set(name, queue);
    }
    return queue;
  }

  /** The queues themselves, e.g. for the administrators' queue dashboard. */
  queuesNamed(names: readonly string[]): Queue[] {
    return names.map((name) => this.queue(name));
  }

  async enqueue(queue: string, name: string, data: unknown, options: EnqueueOptions = {}): Promise<void> {
    const job: HeldJob = {
      jobId: options.jobId ?? randomUUID(),
      queue,
      name,
      data,
      runAt: new Date(Date.now() + (options.delayMs ?? 0)),
    };
    if (this.connection.status !== 'ready') return this.outbox.hold(job);
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>(
      (_, reject) => (timer = setTimeout(() => reject(new Error('Redis did not answer')), ADD_TIMEOUT_MS)),
    );
    try {
      await Promise.race([this.add(job), timedOut]);
    } catch {
      await this.outbox.hold(job);
    } finally {
      clearTimeout(timer);
    }
  }

  private async add(job: HeldJob): Promise<void> {
    const delay = job.runAt.getTime() - Date.now();
    await this.queue(job.queue).add(job.name, job.data, {
      jobId: job.jobId,
      ...(delay > 0 ? { delay } : {}),
      attempts: JOB_ATTEMPTS,
      backoff: { type: 'exponential', delay: 500 },
      // Completed jobs are kept a while so that their deterministic ids keep deduplicating.
      removeOnComplete: { age: KEEP_COMPLETED_SECONDS },
      removeOnFail: { age: KEEP_COMPLETED_SECONDS },
    });
  }

  async process(queue: string, processor: JobProcessor): Promise<void> {
    const connection = this.connection.duplicate({ maxRetriesPerRequest: null });
    const worker = new Worker(
      queue,
      async (job) =>
        processor({ id: job.id ?? '', queue, name: job.name, data: job.data, attempt: job.attemptsMade + 1 }),
      {
        connection,
        prefix: this.prefix,
        concurrency: 4,
      },
    );
    worker.on('error', () => {});
    this.workers.push({ worker, connection });
    await worker.waitUntilReady();
  }

  async close(): Promise<void> {
    clearInterval(this.relayTimer);
    await this.relaying;
    await Promise.all(this.workers.map((w) => closeWorker(w.worker)));
    // BullMQ leaves a connection it was given open: without this, a stopped process would not exit.
    for (const { connection } of this.workers) connection.disconnect();
    await Promise.all([...this.queues.values()].map((q) => q.close()));
  }
}
