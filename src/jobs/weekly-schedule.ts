import { isoWeekKey } from '../common/iso-week';
import type { JobQueue } from '../infra/jobs/job-queue.port';
import { SEND_NOTIFICATION_DIGESTS } from './notification-digest.processor';
import { NOTIFICATIONS_QUEUE } from '../infra/jobs/queues';

/** The week's jobs, with ids fixed per ISO week: the first tick of a week enqueues each once. */
export const WEEKLY_JOBS = [{ queue: NOTIFICATIONS_QUEUE, name: SEND_NOTIFICATION_DIGESTS }] as const;

export const weeklyJobId = (name: string, now: Date) => `${name}-${isoWeekKey(now)}`;

export async function enqueueWeeklyJobs(jobs: JobQueue, now: Date): Promise<void> {
  for (const job of WEEKLY_JOBS)
    await jobs.enqueue(job.queue, job.name, { week: isoWeekKey(now) }, { jobId: weeklyJobId(job.name, now) });
}
