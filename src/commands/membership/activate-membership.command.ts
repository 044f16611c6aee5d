import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../infra/event-store/event-store.port';
import type { CommandContext } from '../command-context';

/** "Activate Profile": an expert with enough content takes the free month. */
export class ActivateMembership extends Command<{ position: GlobalPosition | null }> {
  constructor(
    readonly uid: number,
    readonly context: CommandContext,
  ) {
    super();
  }
}
