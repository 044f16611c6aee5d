import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../command-context';

/** The daily job moves the cycle on: `day` is YYYY-MM-DD, and a second run that day does nothing. */
export class CycleQotd extends Command<{ questionId: number | null }> {
  constructor(
    readonly day: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
