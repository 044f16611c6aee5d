import { systemContext } from '../commands/command-context';
import { cycleQotd } from '../commands/qotd/qotd.decider';
import type { Job } from '../infra/jobs/job-queue.port';
import type { CommandRunner } from '../writes/command-runner';

export const CYCLE_QOTD = 'cycle-qotd';

// The decider ignores a second run on the same day, and the idempotency key gives a retried
// run the same event ids: either way the day's question is chosen once.
export const qotdProcessor = (runner: CommandRunner) => async (job: Job) => {
  if (job.name !== CYCLE_QOTD) throw new Error(`qotd has no job named ${job.name}`);
  const { day } = job.data as { day: string };
  await runner.runOnly(cycleQotd, { day }, systemContext(job.id, `${CYCLE_QOTD}-${day}`));
};
