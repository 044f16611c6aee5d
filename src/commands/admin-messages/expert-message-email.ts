import type { EmailJob } from '../../infra/jobs/queues';

/** The email an administrator receives for a message from the Experts page. */
export function expertMessageEmail(to: string, from: { email: string; location: string; message: string }): EmailJob {
  return {
    to,
    subject: 'A message from the Experts page',
    text: [
      'Someone wrote to you from the Experts page.',
      '',
      `Email: ${from.email}`,
      `Location: ${from.location || '(not given)'}`,
      '',
      from.message,
    ].join('\n'),
  };
}
