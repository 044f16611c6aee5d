import type { CommandBus } from '@nestjs/cqrs';
import { SendResetCode } from '../commands/users/send-reset-code.command';
import type { Job } from '../infra/jobs/job-queue.port';
import { SEND_RESET_CODE, type SendResetCodeJob } from '../commands/users/send-reset-code.job';

export const accountsProcessor = (commands: CommandBus) => async (job: Job) => {
  if (job.name !== SEND_RESET_CODE) throw new Error(`accounts has no job named ${job.name}`);
  const { email, context } = job.data as SendResetCodeJob;
  await commands.execute(new SendResetCode(email, context));
};
