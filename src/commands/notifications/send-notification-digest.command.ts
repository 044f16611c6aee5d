import { Command } from '@nestjs/cqrs';
import type { Notification } from '../../contracts/notifications';
import type { CommandContext } from '../command-context';

/** Sends a member the week's digest of these unread notifications, unless that week's was sent. */
export class SendNotificationDigest extends Command<{ sent: boolean }> {
  constructor(
    readonly uid: number,
    readonly week: string,
    readonly notifications: readonly Notification[],
    readonly now: Date,
    readonly context: CommandContext,
  ) {
    super();
  }
}
