import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../infra/event-store/event-store.port';
import type { CommandContext } from '../command-context';

/** The visitor deletes their draft; deleting it again (or after it was posted) changes nothing. */
export class DiscardDraft extends Command<{ position: GlobalPosition | null }> {
  constructor(
    readonly key: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
