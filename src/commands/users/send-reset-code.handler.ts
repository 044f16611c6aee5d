import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type Clock, CLOCK } from '../../common/clock';
import type { Config } from '../../config/config';
import { ResetCodesRepository } from '../../infra/accounts/reset-codes.repository';
import type { JobQueue } from '../../infra/jobs/job-queue.port';
import { CONFIG, JOB_QUEUE } from '../../infra/tokens';
import { EMAIL_QUEUE, type EmailJob } from '../../infra/jobs/queues';
import { UserStreams } from './account-services';
import { SendResetCode } from './send-reset-code.command';

@CommandHandler(SendResetCode)
export class SendResetCodeHandler implements ICommandHandler<SendResetCode> {
  constructor(
    private readonly users: UserStreams,
    private readonly codes: ResetCodesRepository,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ email, context }: SendResetCode): Promise<void> {
    const uid = await this.users.uidForEmail(email);
    if (uid === null) return;
    const { code, expiresAt } = await this.codes.issue(uid, this.clock.now());
    await this.users.decide(uid, { type: 'RecordResetRequest', expiresAt }, { ...context, actorId: uid });
    const link = `${this.config.publicUrl}/account-reset?${new URLSearchParams({ email, code })}`;
    const job: EmailJob = {
      to: email,
      subject: 'Your password reset code',
      text: [
        'Someone asked to reset the password of your account. If it was you, enter this code:',
        '',
        `    ${code}`,
        '',
        `or open ${link}`,
        '',
        'The code works once and expires in 30 minutes. If you did not ask for it, you can ignore this email.',
      ].join('\n'),
    };
    await this.jobs.enqueue(EMAIL_QUEUE, 'password-reset', job);
  }
}
