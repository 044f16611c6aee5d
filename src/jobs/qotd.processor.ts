import type { CommandBus } from '@nestjs/cqrs';
import { systemContext } from '../commands/command-context';
import { CycleQotd } from '../commands/qotd/cycle-qotd.command';
import type { Job } from '../infra/jobs/job-queue.port';

export const CYCLE_QOTD = 'cycle-qotd';

// The decider ignores a second run on the same day, and the idempotency key gives a retried
// run the same event ids: either way the day's question is chosen once.
export const qotdProcessor = (commands: CommandBus) => async (job: Job) => {
  if (job.name !== CYCLE_QOTD) throw new Error(`qotd has no job named ${job.name}`);
  const { day } = job.data as { day: string };
  await commands.execute(new CycleQotd(day, systemContext(job.id, `${CYCLE_QOTD}-${day}`)));
};
