import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type Clock, CLOCK } from '../../common/clock';
import { userStream } from '../../events/streams';
import { StreamWriter } from '../stream-writer';
import { lastPosition } from './account-services';
import { SaveItem } from './save-item.command';
import { savedItemsDecider } from './saved-items.decider';

@CommandHandler(SaveItem)
export class SaveItemHandler implements ICommandHandler<SaveItem> {
  constructor(
    private readonly writer: StreamWriter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ uid, item, context }: SaveItem) {
    const { appended } = await this.writer.decide(
      userStream(uid),
      savedItemsDecider,
      { type: 'SaveItem', item, now: this.clock.now() },
      context,
    );
    return { position: lastPosition(appended) };
  }
}
