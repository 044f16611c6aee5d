import { MEMBERSHIP_PRICE, REMINDER_DAYS_BEFORE_EXPIRY } from '../../contracts/membership';
import type { EmailJob } from '../../infra/jobs/queues';

const longDate = (date: Date) => date.toLocaleDateString('en-US', { timeZone: 'UTC', dateStyle: 'long' });

/** The reminder a week before the renew date. */
export function membershipReminderEmail(to: string, renewAt: Date, publicUrl: string, paid: boolean): EmailJob {
  return {
    to,
    subject: `Your expert membership ends on ${longDate(renewAt)}`,
    text: [
      `Your expert membership ends on ${longDate(renewAt)}, in ${REMINDER_DAYS_BEFORE_EXPIRY} days.`,
      'After that day your profile no longer appears in the experts listings and the location search.',
      '',
      `To stay listed, renew in the Expert Area of My Account: ${publicUrl}/account`,
      `A year costs ${MEMBERSHIP_PRICE.amount} ${MEMBERSHIP_PRICE.currency}.`,
      ...(paid ? [] : ['An unpaid membership also renews for a month whenever you submit new content before then.']),
      '',
      'Thank you for helping people through their divorce.',
    ].join('\n'),
  };
}
