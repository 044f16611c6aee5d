import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../infra/event-store/event-store.port';
import type { CommandContext } from '../command-context';

/** The asker marks one answer of their question as the best (`answerId`), or unmarks it (null). */
export class ChooseBestAnswer extends Command<{ position: GlobalPosition | null }> {
  constructor(
    readonly questionId: number,
    readonly answerId: number | null,
    readonly context: CommandContext,
  ) {
    super();
  }
}
