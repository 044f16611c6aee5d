import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type Clock, CLOCK } from '../../common/clock';
import { postStream, qotdStream } from '../../events/streams';
import { qotdDecider } from '../qotd/qotd.decider';
import { StreamWriter } from '../stream-writer';
import { authorDeletionDecider } from './author-deletion.decider';
import { DeletePost } from './delete-post.command';

@CommandHandler(DeletePost)
export class DeletePostHandler implements ICommandHandler<DeletePost> {
  constructor(
    private readonly writer: StreamWriter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ kind, id, context }: DeletePost) {
    const now = this.clock.now();
    const { state, appended } = await this.writer.decide(
      postStream(kind, id),
      authorDeletionDecider,
      { type: 'DeletePost', kind, id, actorId: context.actorId ?? 0, now },
      context,
    );
    const keepsPlaceholder = state.content.placeholder === true;
    if (kind !== 'qnas') return { keepsPlaceholder, position: appended?.position ?? null };
    // A deleted question also leaves the question-of-the-day cycle, as a removed one does (see RemoveContent).
    const withdrawal = await this.writer.decide(
      qotdStream(),
      qotdDecider,
      { type: 'WithdrawQuestion', questionId: id, now },
      context,
    );
    return { keepsPlaceholder, position: withdrawal.appended?.position ?? appended?.position ?? null };
  }
}
