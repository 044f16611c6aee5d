import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../infra/event-store/event-store.port';
import type { CommandContext } from '../command-context';

/** The member closed My Account's invitation to choose a username. */
export class DismissUsernameInvite extends Command<{ position: GlobalPosition | null }> {
  constructor(
    readonly uid: number,
    readonly context: CommandContext,
  ) {
    super();
  }
}
