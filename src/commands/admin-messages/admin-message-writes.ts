import { deterministicUuid, newUuid } from '../../common/ids';
import type { AdminMessageKind } from '../../contracts/admin-messages';
import { adminMessageStream } from '../../events/streams';
import type { JobQueue } from '../../infra/jobs/job-queue.port';
import { EMAIL_QUEUE, type EmailJob } from '../../infra/jobs/queues';
import { JOB_QUEUE } from '../../infra/tokens';
import type { CommandContext } from '../command-context';
import { defineWrite } from '../define-write';
import { type AdminMessageCommand, adminMessageDecider } from './admin-message.decider';
import { ADMINISTRATOR_DIRECTORY, type AdministratorDirectory } from './administrator-directory.port';
import { contactEmail } from './contact-email';
import { expertMessageEmail } from './expert-message-email';

// A retried request (same idempotency key) lands on the same stream, where it records nothing new.
const streamFor = (kind: AdminMessageKind, context: CommandContext) =>
  adminMessageStream(kind, context.idempotencyKey ? deterministicUuid(`${kind}/${context.idempotencyKey}`) : newUuid());

/**
 * A message kept in a stream of its own; once first stored, emailed to each administrator there is. The inbox keeps
 * it either way, so a site without an administrator yet loses nothing: the first one finds it there. No screen of the
 * sender's reads the inbox: the sender is answered without waiting for it (runOnly).
 */
function messageWrite<Input>(
  name: string,
  kind: AdminMessageKind,
  command: (input: Input, now: Date) => AdminMessageCommand,
  email: ((to: string, input: Input) => EmailJob) | null,
) {
  return defineWrite({
    name,
    decider: adminMessageDecider,
    prepare: async (_input: Input, _tools, context) => streamFor(kind, context),
    stream: (_input, stream) => stream,
    command: (input, now) => command(input, now),
    nextReads: [],
    answer: (_decision, _input, stream) => ({ id: stream }),
    then: async ({ decision, input }, { get }) => {
      if (!decision.appended || !email) return;
      const recipients = await get<AdministratorDirectory>(ADMINISTRATOR_DIRECTORY).administratorEmails();
      const jobs = get<JobQueue>(JOB_QUEUE);
      await Promise.all(recipients.map((to) => jobs.enqueue(EMAIL_QUEUE, `${kind}-message`, email(to, input))));
    },
  });
}

/** A Contact Us message: kept for the administrators' inbox and emailed to each of them. */
export const sendContactMessage = messageWrite(
  'SendContactMessage',
  'contact',
  (message: { name: string; email: string; message: string }, now) => ({
    type: 'ReceiveContactMessage',
    message,
    now,
  }),
  contactEmail,
);

/** A visitor's message from the Experts page: kept for the administrators' inbox and emailed to each of them. */
export const sendExpertMessage = messageWrite(
  'SendExpertMessage',
  'expert',
  (message: { email: string; location: string; message: string }, now) => ({
    type: 'ReceiveExpertMessage',
    message,
    now,
  }),
  expertMessageEmail,
);

/** A Report a Bug text from the footer, with the page it was sent from: kept for the inbox, not emailed. */
export const reportBug = messageWrite(
  'ReportBug',
  'bug',
  (report: { text: string; page: string; userAgent: string | null; reporterId: number | null }, now) => ({
    type: 'ReportBug',
    report,
    now,
  }),
  null,
);
