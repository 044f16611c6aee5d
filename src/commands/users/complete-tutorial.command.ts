import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../infra/event-store/event-store.port';
import type { CommandContext } from '../command-context';

export class CompleteTutorial extends Command<{ position: GlobalPosition | null }> {
  constructor(
    readonly uid: number,
    readonly context: CommandContext,
  ) {
    super();
  }
}
