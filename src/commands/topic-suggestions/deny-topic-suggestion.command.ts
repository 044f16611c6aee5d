import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../infra/event-store/event-store.port';
import type { CommandContext } from '../command-context';

/** Removes an open suggestion without creating its topic. */
export class DenyTopicSuggestion extends Command<{ position: GlobalPosition }> {
  constructor(
    readonly id: number,
    readonly context: CommandContext,
  ) {
    super();
  }
}
