import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Config } from '../../config/config';
import { userStream } from '../../events/streams';
import type { JobQueue } from '../../infra/jobs/job-queue.port';
import { CONFIG, JOB_QUEUE } from '../../infra/tokens';
import { EMAIL_QUEUE } from '../../infra/jobs/queues';
import { StreamWriter } from '../stream-writer';
import { userDecider } from '../users/users.decider';
import { EXPERT_CONTENT, type ExpertContent } from './expert-content.port';
import { membershipDecider } from './membership.decider';
import { membershipReminderEmail } from './membership-reminder-email';
import { SettleMembership } from './settle-membership.command';

export const reminderEmailJobId = (uid: number, renewAt: Date) =>
  `membership-reminder-${uid}-${renewAt.toISOString().slice(0, 10)}`;

@CommandHandler(SettleMembership)
export class SettleMembershipHandler implements ICommandHandler<SettleMembership> {
  constructor(
    private readonly writer: StreamWriter,
    @Inject(EXPERT_CONTENT) private readonly content: ExpertContent,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  async execute({ uid, day, now, context }: SettleMembership) {
    const { lastSubmissionAt } = await this.content.summary(uid);
    const stream = userStream(uid);
    const { state, appended } = await this.writer.decide(
      stream,
      membershipDecider,
      { type: 'SettleMembership', uid, lastSubmissionAt, day, now },
      context,
    );
    // Also when this day's run recorded the reminder before failing to enqueue it: the job id keeps it to one email.
    if (state.renewAt && state.remindedFor?.renewAt === state.renewAt.toISOString() && state.remindedFor.day === day) {
      const user = await this.writer.read(stream, userDecider);
      if (user.email) {
        const email = membershipReminderEmail(user.email, state.renewAt, this.config.publicUrl, state.paid);
        await this.jobs.enqueue(EMAIL_QUEUE, 'membership-reminder', email, {
          jobId: reminderEmailJobId(uid, state.renewAt),
        });
      }
    }
    return { changed: appended !== null };
  }
}
