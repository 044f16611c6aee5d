import type { EnqueueOptions, Job, JobProcessor, JobQueue } from './job-queue.port';
import { backoffMs, JOB_ATTEMPTS } from './job-queue.port';

/**
 * The embedded profile's queue: the same processors, run in this process. Job ids seen before
 * are ignored, as BullMQ ignores a job id it already holds.
 */
export class InProcessJobQueue implements JobQueue {
  private readonly processors = new Map<string, JobProcessor>();
  private readonly pending = new Map<string, Job[]>();
  private readonly seen = new Set<string>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private closed = false;
  private counter = 0;

  constructor(private readonly onError: (job: Job, error: unknown) => void = () => {}) {}

  async enqueue(queue: string, name: string, data: unknown, options: EnqueueOptions = {}): Promise<void> {
    const id = options.jobId ?? `${queue}-${++this.counter}-${Date.now()}`;
    if (this.seen.has(id)) return;
    this.seen.add(id);
    const job: Job = { id, queue, name, data, attempt: 1 };
    this.later(() => this.dispatch(job), options.delayMs ?? 0);
  }

  async process(queue: string, processor: JobProcessor): Promise<void> {
    this.processors.set(queue, processor);
    const waiting = this.pending.get(queue) ?? [];
    this.pending.delete(queue);
    for (const job of waiting) this.later(() => this.dispatch(job), 0);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private later(run: () => Promise<void>, delayMs: number): void {
    if (this.closed) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void run();
    }, delayMs);
    this.timers.add(timer);
  }

  private async dispatch(job: Job): Promise<void> {
    const processor = this.processors.get(job.queue);
    if (!processor) {
      this.pending.set(job.queue, [...(this.pending.get(job.queue) ?? []), job]);
      return;
    }
    try {
      await processor(job);
    } catch (error) {
      this.onError(job, error);
      if (job.attempt < JOB_ATTEMPTS)
        this.later(() => this.dispatch({ ...job, attempt: job.attempt + 1 }), backoffMs(job.attempt));
    }
  }
}
