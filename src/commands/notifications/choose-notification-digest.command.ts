import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../infra/event-store/event-store.port';
import type { CommandContext } from '../command-context';

/** Turns the weekly email digest of the member's notifications on or off. */
export class ChooseNotificationDigest extends Command<{ position: GlobalPosition | null }> {
  constructor(
    readonly uid: number,
    readonly weekly: boolean,
    readonly context: CommandContext,
  ) {
    super();
  }
}
