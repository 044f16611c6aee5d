import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../infra/event-store/event-store.port';
import type { CommandContext } from '../command-context';

/** Marks every notification the member has read; `unread` is how many the read model shows unread. */
export class MarkAllNotificationsRead extends Command<{ position: GlobalPosition | null }> {
  constructor(
    readonly uid: number,
    readonly unread: number,
    readonly context: CommandContext,
  ) {
    super();
  }
}
