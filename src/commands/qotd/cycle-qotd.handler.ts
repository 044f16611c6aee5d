import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type Clock, CLOCK } from '../../common/clock';
import { qotdStream } from '../../events/streams';
import { StreamWriter } from '../stream-writer';
import { CycleQotd } from './cycle-qotd.command';
import { qotdDecider } from './qotd.decider';

@CommandHandler(CycleQotd)
export class CycleQotdHandler implements ICommandHandler<CycleQotd> {
  constructor(
    private readonly writer: StreamWriter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ day, context }: CycleQotd) {
    const { state } = await this.writer.decide(
      qotdStream(),
      qotdDecider,
      { type: 'CycleQotd', day, now: this.clock.now() },
      context,
    );
    return { questionId: state.current };
  }
}
