export interface Job<Data = unknown> {
  id: string;
  queue: string;
  name: string;
  data: Data;
  attempt: number;
}

export type JobProcessor = (job: Job) => Promise<void>;

export interface EnqueueOptions {
  /** Deterministic ids make a repeated enqueue (or a repeated daily run) do nothing twice. */
  jobId?: string;
  delayMs?: number;
}

export interface JobQueue {
  enqueue(queue: string, name: string, data: unknown, options?: EnqueueOptions): Promise<void>;
  /** Starts consuming `queue` with `processor`; only processes with the worker role call it. */
  process(queue: string, processor: JobProcessor): Promise<void>;
  close(): Promise<void>;
}

export const JOB_ATTEMPTS = 5;
export const backoffMs = (attempt: number) => Math.min(60_000, 500 * 2 ** (attempt - 1));
