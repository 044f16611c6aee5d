import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../command-context';

/** The daily job's look at one membership: renew by content, record a lapse, or send the reminder. */
export class SettleMembership extends Command<{ changed: boolean }> {
  constructor(
    readonly uid: number,
    /** YYYY-MM-DD of the daily run; a retried run that day sends the same reminder job. */
    readonly day: string,
    readonly now: Date,
    readonly context: CommandContext,
  ) {
    super();
  }
}
