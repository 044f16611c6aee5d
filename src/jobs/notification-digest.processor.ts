import { systemContext } from '../commands/command-context';
import { sendNotificationDigest } from '../commands/notifications/notifications.decider';
import type { Clock } from '../common/clock';
import { isoWeekKey } from '../common/iso-week';
import type { Job } from '../infra/jobs/job-queue.port';
import type { CommandRunner } from '../writes/command-runner';
import type { NotificationsQueries } from '../projections/notifications/notifications.queries';

export const SEND_NOTIFICATION_DIGESTS = 'send-notification-digests';
/** A digest lists the unread notifications of the seven days before it is sent. */
export const DIGEST_PERIOD_MS = 7 * 24 * 60 * 60 * 1000;

export interface NotificationDigestDeps {
  runner: CommandRunner;
  notifications: NotificationsQueries;
  clock: Clock;
}

/**
 * Emails each member who asked for it the week's unread notifications. The read model only chooses
 * candidates; each member's stream records one digest per ISO week, so a second run of the week
 * (or a retried one, which also appends the same event ids) sends nothing more.
 */
export const notificationDigestProcessor = (deps: NotificationDigestDeps) => async (job: Job) => {
  if (job.name !== SEND_NOTIFICATION_DIGESTS) throw new Error(`notifications has no job named ${job.name}`);
  const now = deps.clock.now();
  const week = (job.data as { week?: string }).week ?? isoWeekKey(now);
  for (const { uid, notifications } of await deps.notifications.digestCandidates(
    new Date(now.getTime() - DIGEST_PERIOD_MS),
    week,
  )) {
    await deps.runner.runOnly(sendNotificationDigest, { uid, week, notifications }, systemContext(job.id, job.id), now);
  }
};
