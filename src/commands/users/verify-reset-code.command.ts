import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../command-context';

export class VerifyResetCode extends Command<{ uid: number }> {
  constructor(
    readonly email: string,
    readonly code: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
