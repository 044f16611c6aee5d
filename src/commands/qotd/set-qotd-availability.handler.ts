import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { qotdStream } from '../../events/streams';
import { StreamWriter } from '../stream-writer';
import { assertQuestionExists } from './existing-question';
import { qotdDecider } from './qotd.decider';
import { SetQotdAvailability } from './set-qotd-availability.command';

@CommandHandler(SetQotdAvailability)
export class SetQotdAvailabilityHandler implements ICommandHandler<SetQotdAvailability> {
  constructor(private readonly writer: StreamWriter) {}

  async execute({ questionId, available, context }: SetQotdAvailability) {
    await assertQuestionExists(this.writer, questionId);
    const { appended } = await this.writer.decide(
      qotdStream(),
      qotdDecider,
      { type: 'SetQotdAvailability', questionId, available },
      context,
    );
    return { position: appended?.position ?? null };
  }
}
