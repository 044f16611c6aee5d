import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '../../common/domain-error';
import { EXPERT_SEARCH_MESSAGES } from '../../contracts/expert-search';
import type { JobQueue } from '../../infra/jobs/job-queue.port';
import { JOB_QUEUE } from '../../infra/tokens';
import { EMAIL_QUEUE } from '../../jobs/queues';
import { ADMINISTRATOR_DIRECTORY, type AdministratorDirectory } from './administrator-directory.port';
import { expertMessageEmail } from './expert-message-email';
import { SendExpertMessage } from './send-expert-message.command';

@CommandHandler(SendExpertMessage)
export class SendExpertMessageHandler implements ICommandHandler<SendExpertMessage> {
  constructor(
    @Inject(ADMINISTRATOR_DIRECTORY) private readonly administrators: AdministratorDirectory,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
  ) {}

  async execute({ email, location, message }: SendExpertMessage): Promise<void> {
    const recipients = await this.administrators.administratorEmails();
    // A site without administrators would drop the message while telling the visitor it was sent.
    if (recipients.length === 0) throw new DomainError('unavailable', EXPERT_SEARCH_MESSAGES.noRecipients);
    await Promise.all(recipients.map((to) => this.jobs.enqueue(EMAIL_QUEUE, 'expert-message', expertMessageEmail(to, { email, location, message }))));
  }
}
