import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type Clock, CLOCK } from '../../common/clock';
import { deterministicUuid, newUuid } from '../../common/ids';
import type { AdminMessageKind } from '../../contracts/admin-messages';
import { adminMessageStream } from '../../events/streams';
import type { JobQueue } from '../../infra/jobs/job-queue.port';
import { JOB_QUEUE } from '../../infra/tokens';
import { EMAIL_QUEUE, type EmailJob } from '../../infra/jobs/queues';
import type { CommandContext } from '../command-context';
import { StreamWriter } from '../stream-writer';
import { type AdminMessageCommand, adminMessageDecider } from './admin-message.decider';
import { ReportBug, SendContactMessage, SendExpertMessage } from './admin-message-commands';
import { ADMINISTRATOR_DIRECTORY, type AdministratorDirectory } from './administrator-directory.port';
import { contactEmail } from './contact-email';
import { expertMessageEmail } from './expert-message-email';

// A retried request (same idempotency key) lands on the same stream, where it records nothing new.
const streamFor = (kind: AdminMessageKind, context: CommandContext) =>
  adminMessageStream(kind, context.idempotencyKey ? deterministicUuid(`${kind}/${context.idempotencyKey}`) : newUuid());

/** What receiving a message needs: where it is kept, and for those that are emailed, who to. */
abstract class MessageReceiver {
  constructor(
    protected readonly writer: StreamWriter,
    @Inject(CLOCK) protected readonly clock: Clock,
    @Inject(ADMINISTRATOR_DIRECTORY) private readonly administrators: AdministratorDirectory,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
  ) {}

  /**
   * Keeps the message in a stream of its own; once first stored, emails it to each administrator
   * there is. The inbox keeps it either way, so a site without an administrator yet loses nothing:
   * the first one finds it there.
   */
  protected async receive(
    kind: AdminMessageKind,
    command: AdminMessageCommand,
    context: CommandContext,
    email: ((to: string) => EmailJob) | null,
  ) {
    const id = streamFor(kind, context);
    const { appended } = await this.writer.decide(id, adminMessageDecider, command, context);
    if (appended && email) {
      const recipients = await this.administrators.administratorEmails();
      await Promise.all(recipients.map((to) => this.jobs.enqueue(EMAIL_QUEUE, `${kind}-message`, email(to))));
    }
    return { id, position: appended?.position ?? null };
  }
}

@CommandHandler(SendContactMessage)
export class SendContactMessageHandler extends MessageReceiver implements ICommandHandler<SendContactMessage> {
  execute({ name, email, message, context }: SendContactMessage) {
    const command = {
      type: 'ReceiveContactMessage' as const,
      message: { name, email, message },
      now: this.clock.now(),
    };
    return this.receive('contact', command, context, (to) => contactEmail(to, { name, email, message }));
  }
}

@CommandHandler(SendExpertMessage)
export class SendExpertMessageHandler extends MessageReceiver implements ICommandHandler<SendExpertMessage> {
  execute({ email, location, message, context }: SendExpertMessage) {
    const command = {
      type: 'ReceiveExpertMessage' as const,
      message: { email, location, message },
      now: this.clock.now(),
    };
    return this.receive('expert', command, context, (to) => expertMessageEmail(to, { email, location, message }));
  }
}

@CommandHandler(ReportBug)
export class ReportBugHandler extends MessageReceiver implements ICommandHandler<ReportBug> {
  execute({ text, page, userAgent, reporterId, context }: ReportBug) {
    const command = {
      type: 'ReportBug' as const,
      report: { text, page, userAgent, reporterId },
      now: this.clock.now(),
    };
    return this.receive('bug', command, context, null);
  }
}

export const adminMessageCommandHandlers = [SendContactMessageHandler, SendExpertMessageHandler, ReportBugHandler];
