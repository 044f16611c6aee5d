import { Queue, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { EnqueueOptions, JobProcessor, JobQueue } from './job-queue.port';
import { JOB_ATTEMPTS } from './job-queue.port';

const KEEP_COMPLETED_SECONDS = 8 * 24 * 60 * 60;

/** BullMQ on Redis: any number of worker processes share the queues. */
export class BullMqJobQueue implements JobQueue {
  private readonly queues = new Map<string, Queue>();
  private readonly workers: Worker[] = [];

  constructor(
    private readonly connection: Redis,
    private readonly prefix: string,
  ) {}

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
    await this.queue(queue).add(name, data, {
      ...(options.jobId ? { jobId: options.jobId } : {}),
      ...(options.delayMs ? { delay: options.delayMs } : {}),
      attempts: JOB_ATTEMPTS,
      backoff: { type: 'exponential', delay: 500 },
      // Completed jobs are kept a while so that their deterministic ids keep deduplicating.
      removeOnComplete: { age: KEEP_COMPLETED_SECONDS },
      removeOnFail: { age: KEEP_COMPLETED_SECONDS },
    });
  }

  async process(queue: string, processor: JobProcessor): Promise<void> {
    const worker = new Worker(queue, async (job) => processor({ id: job.id ?? '', queue, name: job.name, data: job.data, attempt: job.attemptsMade + 1 }), {
      connection: this.connection.duplicate({ maxRetriesPerRequest: null }),
      prefix: this.prefix,
      concurrency: 4,
    });
    worker.on('error', () => {});
    this.workers.push(worker);
    await worker.waitUntilReady();
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.close()));
    await Promise.all([...this.queues.values()].map((q) => q.close()));
  }
}
