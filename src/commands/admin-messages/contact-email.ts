import type { EmailJob } from '../../infra/jobs/queues';

/** The email an administrator receives for a Contact Us message. */
export function contactEmail(to: string, from: { name: string; email: string; message: string }): EmailJob {
  return {
    to,
    subject: `Contact Us: a message from ${from.name}`,
    text: [
      'Someone wrote to you through Contact Us.',
      '',
      `Name: ${from.name}`,
      `Email: ${from.email}`,
      '',
      from.message,
    ].join('\n'),
  };
}
