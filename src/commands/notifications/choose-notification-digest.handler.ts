import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type Clock, CLOCK } from '../../common/clock';
import { userStream } from '../../events/streams';
import { StreamWriter } from '../stream-writer';
import { lastPosition } from '../users/account-services';
import { ChooseNotificationDigest } from './choose-notification-digest.command';
import { notificationsDecider } from './notifications.decider';

@CommandHandler(ChooseNotificationDigest)
export class ChooseNotificationDigestHandler implements ICommandHandler<ChooseNotificationDigest> {
  constructor(
    private readonly writer: StreamWriter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ uid, weekly, context }: ChooseNotificationDigest) {
    const command = { type: 'ChooseNotificationDigest', weekly, now: this.clock.now() } as const;
    const { appended } = await this.writer.decide(userStream(uid), notificationsDecider, command, context);
    return { position: lastPosition(appended) };
  }
}
