import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { WriteKeysRepository } from '../../infra/event-store/write-keys.repository';
import type { JobQueue } from '../../infra/jobs/job-queue.port';
import { JOB_QUEUE } from '../../infra/tokens';
import { ACCOUNTS_QUEUE } from '../../infra/jobs/queues';
import { SEND_RESET_CODE, type SendResetCodeJob } from './send-reset-code.job';
import { RequestPasswordReset } from './request-password-reset.command';

/**
 * Hands the request to a job (SendResetCode) without looking the email up: the request does the
 * same work, and so takes as long, whether or not the email has an account. It appends no event
 * itself, so its Idempotency-Key is recorded around the enqueue: a retried request sends no second code.
 */
@CommandHandler(RequestPasswordReset)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordReset> {
  constructor(
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    private readonly writeKeys: WriteKeysRepository,
  ) {}

  async execute({ email, context }: RequestPasswordReset): Promise<void> {
    const job: SendResetCodeJob = { email, context };
    await this.writeKeys.recordedAround(() => this.jobs.enqueue(ACCOUNTS_QUEUE, SEND_RESET_CODE, job));
  }
}
