import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type Clock, CLOCK } from '../../common/clock';
import { userStream } from '../../events/streams';
import { StreamWriter } from '../stream-writer';
import { lastPosition } from './account-services';
import { UnsaveItem } from './unsave-item.command';
import { savedItemsDecider } from './saved-items.decider';

@CommandHandler(UnsaveItem)
export class UnsaveItemHandler implements ICommandHandler<UnsaveItem> {
  constructor(
    private readonly writer: StreamWriter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ uid, itemType, id, context }: UnsaveItem) {
    const command = { type: 'UnsaveItem' as const, itemType, id, now: this.clock.now() };
    const { appended } = await this.writer.decide(userStream(uid), savedItemsDecider, command, context);
    return { position: lastPosition(appended) };
  }
}
