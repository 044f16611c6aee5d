import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../command-context';

/** A visitor's message from the Experts page, emailed to every administrator through the email queue. */
export class SendExpertMessage extends Command<void> {
  constructor(
    readonly email: string,
    readonly location: string,
    readonly message: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
