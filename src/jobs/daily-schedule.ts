import type { JobQueue } from '../infra/jobs/job-queue.port';
import { PURGE_DRAFTS, PURGE_SESSIONS, PURGE_WRITE_KEYS } from './maintenance.processor';
import { SETTLE_MEMBERSHIPS } from './membership.processor';
import { CYCLE_QOTD } from './qotd.processor';
import { MAINTENANCE_QUEUE, MEMBERSHIP_QUEUE, QOTD_QUEUE } from '../infra/jobs/queues';

/** The day's jobs, with ids fixed per day so that any number of workers enqueue each one once. */
export const DAILY_JOBS = [
  { queue: MAINTENANCE_QUEUE, name: PURGE_SESSIONS },
  { queue: MAINTENANCE_QUEUE, name: PURGE_DRAFTS },
  { queue: MAINTENANCE_QUEUE, name: PURGE_WRITE_KEYS },
  { queue: QOTD_QUEUE, name: CYCLE_QOTD },
  { queue: MEMBERSHIP_QUEUE, name: SETTLE_MEMBERSHIPS },
] as const;

export const dailyJobId = (name: string, day: Date) => `${name}-${day.toISOString().slice(0, 10)}`;

export async function enqueueDailyJobs(jobs: JobQueue, now: Date): Promise<void> {
  for (const job of DAILY_JOBS)
    await jobs.enqueue(
      job.queue,
      job.name,
      { day: now.toISOString().slice(0, 10) },
      { jobId: dailyJobId(job.name, now) },
    );
}
