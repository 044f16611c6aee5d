import { sendResetCode } from '../commands/users/account-writes';
import type { Job } from '../infra/jobs/job-queue.port';
import { SEND_RESET_CODE, type SendResetCodeJob } from '../commands/users/send-reset-code.job';
import type { CommandRunner } from '../writes/command-runner';

export const accountsProcessor = (runner: CommandRunner) => async (job: Job) => {
  if (job.name !== SEND_RESET_CODE) throw new Error(`accounts has no job named ${job.name}`);
  const { email, context } = job.data as SendResetCodeJob;
  await runner.runOnly(sendResetCode, { email }, context);
};
