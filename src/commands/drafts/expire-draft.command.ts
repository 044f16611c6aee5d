import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../command-context';

/** The daily purge discards a draft left unclaimed for DRAFT_TTL_DAYS; a younger or finished one is left alone. */
export class ExpireDraft extends Command<void> {
  constructor(
    readonly draftId: string,
    readonly now: Date,
    readonly context: CommandContext,
  ) {
    super();
  }
}
