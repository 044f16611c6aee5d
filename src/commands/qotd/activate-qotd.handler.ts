import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type Clock, CLOCK } from '../../common/clock';
import { qotdStream } from '../../events/streams';
import { StreamWriter } from '../stream-writer';
import { ActivateQotd } from './activate-qotd.command';
import { qotdDecider } from './qotd.decider';

@CommandHandler(ActivateQotd)
export class ActivateQotdHandler implements ICommandHandler<ActivateQotd> {
  constructor(
    private readonly writer: StreamWriter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ questionId, context }: ActivateQotd) {
    const { appended } = await this.writer.decide(
      qotdStream(),
      qotdDecider,
      { type: 'ActivateQotd', questionId, now: this.clock.now() },
      context,
    );
    return { position: appended?.position ?? null };
  }
}
