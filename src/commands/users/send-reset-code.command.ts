import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../command-context';

/** Emails a reset code if the email has an account; run by a job, so that no one waits for the answer. */
export class SendResetCode extends Command<void> {
  constructor(
    readonly email: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
