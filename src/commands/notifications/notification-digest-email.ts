import { describeNotification, type Notification, notificationPath } from '../../contracts/notifications';
import type { EmailJob } from '../../infra/jobs/queues';

const shortDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { timeZone: 'UTC', dateStyle: 'medium' });

/** The weekly digest: each unread notification of the week in plain words, with its date and link. */
export function notificationDigestEmail(
  to: string,
  notifications: readonly Notification[],
  publicUrl: string,
): EmailJob {
  const count = notifications.length;
  return {
    to,
    subject:
      count === 1 ? 'You have 1 unread notification this week' : `You have ${count} unread notifications this week`,
    text: [
      'Here is what happened on the site this week that you have not seen yet:',
      '',
      ...notifications.flatMap((n) => [
        `- ${describeNotification(n)} (${shortDate(n.createdAt)})`,
        `  ${publicUrl}${notificationPath(n)}`,
      ]),
      '',
      `You asked for this weekly email. To stop it, turn off the weekly digest in Account Settings: ${publicUrl}/account`,
    ].join('\n'),
  };
}
