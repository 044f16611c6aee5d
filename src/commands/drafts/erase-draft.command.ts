import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../command-context';

/** Deletes a claimed or discarded draft's stream, so its content does not outlive it; a pending draft is left alone. */
export class EraseDraft extends Command<void> {
  constructor(
    readonly draftId: string,
    readonly now: Date,
    readonly context: CommandContext,
  ) {
    super();
  }
}
