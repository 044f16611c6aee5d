import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../infra/event-store/event-store.port';
import type { CommandContext } from '../command-context';

/** An administrator's "Cycle as QOTD?" yes or no for one question. */
export class SetQotdAvailability extends Command<{ position: GlobalPosition | null }> {
  constructor(
    readonly questionId: number,
    readonly available: boolean,
    readonly context: CommandContext,
  ) {
    super();
  }
}
