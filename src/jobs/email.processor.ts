import type { Job } from '../infra/jobs/job-queue.port';
import type { Mailer } from '../infra/mail/mailer.port';
import type { EmailJob } from '../infra/jobs/queues';

export const emailProcessor = (mailer: Mailer) => async (job: Job) => {
  const { to, subject, text } = job.data as EmailJob;
  await mailer.send({ to, subject, text });
};
