import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../command-context';

/** Checks credentials; succeeds with the account's id or fails with the spec's message. */
export class LogIn extends Command<{ uid: number }> {
  constructor(
    readonly email: string,
    readonly password: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
