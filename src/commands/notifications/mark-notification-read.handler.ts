import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type Clock, CLOCK } from '../../common/clock';
import { userStream } from '../../events/streams';
import { StreamWriter } from '../stream-writer';
import { lastPosition } from '../users/account-services';
import { MarkNotificationRead } from './mark-notification-read.command';
import { notificationsDecider } from './notifications.decider';

@CommandHandler(MarkNotificationRead)
export class MarkNotificationReadHandler implements ICommandHandler<MarkNotificationRead> {
  constructor(
    private readonly writer: StreamWriter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ uid, notification, read, context }: MarkNotificationRead) {
    const command = { type: 'MarkNotificationRead', notification, read, now: this.clock.now() } as const;
    const { appended } = await this.writer.decide(userStream(uid), notificationsDecider, command, context);
    return { position: lastPosition(appended) };
  }
}
