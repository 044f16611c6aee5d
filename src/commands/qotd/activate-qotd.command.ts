import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../infra/event-store/event-store.port';
import type { CommandContext } from '../command-context';

/** An administrator makes a question of the cycle the current question of the day. */
export class ActivateQotd extends Command<{ position: GlobalPosition | null }> {
  constructor(
    readonly questionId: number,
    readonly context: CommandContext,
  ) {
    super();
  }
}
