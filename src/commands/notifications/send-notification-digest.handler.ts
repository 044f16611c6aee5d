import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Config } from '../../config/config';
import { userStream } from '../../events/streams';
import type { JobQueue } from '../../infra/jobs/job-queue.port';
import { CONFIG, JOB_QUEUE } from '../../infra/tokens';
import { EMAIL_QUEUE } from '../../infra/jobs/queues';
import { StreamWriter } from '../stream-writer';
import { userDecider } from '../users/users.decider';
import { notificationDigestEmail } from './notification-digest-email';
import { notificationsDecider } from './notifications.decider';
import { SendNotificationDigest } from './send-notification-digest.command';

export const digestEmailJobId = (uid: number, week: string) => `notification-digest-${uid}-${week}`;

/**
 * The digest is recorded in the member's stream first (one per ISO week: a second run of the week
 * decides nothing) and only a decision that recorded it hands the email to the queue, under an id
 * fixed per member and week. A crash between the two loses that week's digest rather than sending
 * it twice: for a weekly summary of what the site already shows, silence is the lesser harm.
 */
@CommandHandler(SendNotificationDigest)
export class SendNotificationDigestHandler implements ICommandHandler<SendNotificationDigest> {
  constructor(
    private readonly writer: StreamWriter,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  async execute({ uid, week, notifications, now, context }: SendNotificationDigest) {
    const stream = userStream(uid);
    const user = await this.writer.read(stream, userDecider);
    if (!user.exists || !user.email) return { sent: false };
    const command = { type: 'RecordNotificationDigest', week, notifications: notifications.length, now } as const;
    const { appended } = await this.writer.decide(stream, notificationsDecider, command, context);
    if (!appended) return { sent: false };
    const email = notificationDigestEmail(user.email, notifications, this.config.publicUrl);
    await this.jobs.enqueue(EMAIL_QUEUE, 'notification-digest', email, { jobId: digestEmailJobId(uid, week) });
    return { sent: true };
  }
}
