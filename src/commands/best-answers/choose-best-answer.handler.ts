import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type Clock, CLOCK } from '../../common/clock';
import { DomainError } from '../../common/domain-error';
import { MESSAGES } from '../../contracts/messages';
import { postStream } from '../../events/streams';
import { StreamWriter } from '../stream-writer';
import { type BestAnswerCommand, bestAnswerDecider } from './best-answer.decider';
import { ChooseBestAnswer } from './choose-best-answer.command';

@CommandHandler(ChooseBestAnswer)
export class ChooseBestAnswerHandler implements ICommandHandler<ChooseBestAnswer> {
  constructor(
    private readonly writer: StreamWriter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ questionId, answerId, context }: ChooseBestAnswer) {
    const actorId = context.actorId;
    if (actorId === null) throw new DomainError('unauthenticated', MESSAGES.loginRequired);
    const now = this.clock.now();
    const command: BestAnswerCommand =
      answerId === null
        ? { type: 'UnmarkBestAnswer', questionId, actorId, now }
        : { type: 'MarkBestAnswer', questionId, answerId, actorId, now };
    const { appended } = await this.writer.decide(postStream('qnas', questionId), bestAnswerDecider, command, context);
    return { position: appended?.position ?? null };
  }
}
