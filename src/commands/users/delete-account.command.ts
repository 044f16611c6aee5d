import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../infra/event-store/event-store.port';
import type { CommandContext } from '../command-context';

/** The member deletes their own account, confirming with their password. */
export class DeleteAccount extends Command<{ position: GlobalPosition }> {
  constructor(
    readonly uid: number,
    readonly password: string,
    readonly removeContent: boolean,
    readonly context: CommandContext,
  ) {
    super();
  }
}
