import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../infra/event-store/event-store.port';
import type { CommandContext } from '../command-context';

/** Marks one of the member's notifications read; the caller found it in the member's list. */
export class MarkNotificationRead extends Command<{ position: GlobalPosition | null }> {
  constructor(
    readonly uid: number,
    readonly notification: string,
    readonly read: boolean,
    readonly context: CommandContext,
  ) {
    super();
  }
}
