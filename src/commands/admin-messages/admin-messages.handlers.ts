import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type Clock, CLOCK } from '../../common/clock';
import { deterministicUuid, newUuid } from '../../common/ids';
import { adminMessageStream } from '../../events/streams';
import type { JobQueue } from '../../infra/jobs/job-queue.port';
import { JOB_QUEUE } from '../../infra/tokens';
import { EMAIL_QUEUE } from '../../jobs/queues';
import type { CommandContext } from '../command-context';
import { ADMINISTRATOR_DIRECTORY, type AdministratorDirectory } from '../expert-messages/administrator-directory.port';
import { StreamWriter } from '../stream-writer';
import { adminMessageDecider } from './admin-message.decider';
import { MarkAdminMessageRead, ReportBug, SendContactMessage } from './admin-message-commands';
import { contactEmail } from './contact-email';

// A retried request (same idempotency key) lands on the same stream, where it records nothing new.
const streamFor = (kind: 'contact' | 'bug', context: CommandContext) =>
  adminMessageStream(kind, context.idempotencyKey ? deterministicUuid(`${kind}/${context.idempotencyKey}`) : newUuid());

@CommandHandler(SendContactMessage)
export class SendContactMessageHandler implements ICommandHandler<SendContactMessage> {
  constructor(
    private readonly writer: StreamWriter,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ADMINISTRATOR_DIRECTORY) private readonly administrators: AdministratorDirectory,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
  ) {}

  async execute({ name, email, message, context }: SendContactMessage) {
    const id = streamFor('contact', context);
    const command = { type: 'ReceiveContactMessage' as const, message: { name, email, message }, now: this.clock.now() };
    const { appended } = await this.writer.decide(id, adminMessageDecider, command, context);
    // Emailed once, when first stored; the inbox keeps it even while the site has no administrator.
    if (appended) {
      const recipients = await this.administrators.administratorEmails();
      await Promise.all(recipients.map((to) => this.jobs.enqueue(EMAIL_QUEUE, 'contact-message', contactEmail(to, { name, email, message }))));
    }
    return { id, position: appended?.position ?? null };
  }
}

@CommandHandler(ReportBug)
export class ReportBugHandler implements ICommandHandler<ReportBug> {
  constructor(
    private readonly writer: StreamWriter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ text, page, userAgent, reporterId, context }: ReportBug) {
    const id = streamFor('bug', context);
    const command = { type: 'ReportBug' as const, report: { text, page, userAgent, reporterId }, now: this.clock.now() };
    const { appended } = await this.writer.decide(id, adminMessageDecider, command, context);
    return { id, position: appended?.position ?? null };
  }
}

@CommandHandler(MarkAdminMessageRead)
export class MarkAdminMessageReadHandler implements ICommandHandler<MarkAdminMessageRead> {
  constructor(
    private readonly writer: StreamWriter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ id, readBy, context }: MarkAdminMessageRead) {
    const { appended } = await this.writer.decide(id, adminMessageDecider, { type: 'MarkRead', readBy, now: this.clock.now() }, context);
    return { position: appended?.position ?? null };
  }
}

export const adminMessageCommandHandlers = [SendContactMessageHandler, ReportBugHandler, MarkAdminMessageReadHandler];
