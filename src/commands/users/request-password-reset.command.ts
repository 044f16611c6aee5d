import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../command-context';

/** Asks for a reset code to be emailed if the email has an account; answers the same either way. */
export class RequestPasswordReset extends Command<void> {
  constructor(
    readonly email: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
