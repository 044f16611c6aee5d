import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { JobQueue } from '../../infra/jobs/job-queue.port';
import { JOB_QUEUE } from '../../infra/tokens';
import { ACCOUNTS_QUEUE } from '../../infra/jobs/queues';
import { SEND_RESET_CODE, type SendResetCodeJob } from './send-reset-code.job';
import { RequestPasswordReset } from './request-password-reset.command';

/**
 * Hands the request to a job (SendResetCode) without looking the email up: the request does the
 * same work, and so takes as long, whether or not the email has an account.
 */
@CommandHandler(RequestPasswordReset)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordReset> {
  constructor(@Inject(JOB_QUEUE) private readonly jobs: JobQueue) {}

  async execute({ email, context }: RequestPasswordReset): Promise<void> {
    const job: SendResetCodeJob = { email, context };
    await this.jobs.enqueue(ACCOUNTS_QUEUE, SEND_RESET_CODE, job);
  }
}
