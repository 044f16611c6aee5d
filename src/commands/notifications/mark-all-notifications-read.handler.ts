import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type Clock, CLOCK } from '../../common/clock';
import { userStream } from '../../events/streams';
import { StreamWriter } from '../stream-writer';
import { lastPosition } from '../users/account-services';
import { MarkAllNotificationsRead } from './mark-all-notifications-read.command';
import { notificationsDecider } from './notifications.decider';

@CommandHandler(MarkAllNotificationsRead)
export class MarkAllNotificationsReadHandler implements ICommandHandler<MarkAllNotificationsRead> {
  constructor(
    private readonly writer: StreamWriter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ uid, unread, context }: MarkAllNotificationsRead) {
    const command = { type: 'MarkAllNotificationsRead', unread, now: this.clock.now() } as const;
    const { appended } = await this.writer.decide(userStream(uid), notificationsDecider, command, context);
    return { position: lastPosition(appended) };
  }
}
