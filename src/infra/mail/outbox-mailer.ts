import { randomUUID } from 'node:crypto';
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import type { Mailer, MailMessage } from './mailer.port';

/** Without SMTP, mail is written as JSON files to the outbox folder, newest last by name. */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly dir: string,
    private readonly from: string,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await fs.mkdir(this.dir, { recursive: true });
    const sentAt = new Date().toISOString();
    const name = `${sentAt.replace(/[:.]/g, '-')}-${randomUUID()}.json`;
    const tmp = path.join(this.dir, `.${name}.tmp`);
    // Written then renamed, so a reader never sees half a message.
    await fs.writeFile(tmp, JSON.stringify({ from: this.from, sentAt, ...message }, null, 2), { mode: 0o600 });
    await fs.rename(tmp, path.join(this.dir, name));
  }
}
