import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type Clock, CLOCK } from '../../common/clock';
import { postStream } from '../../events/streams';
import { StreamWriter } from '../stream-writer';
import { authorDeletionDecider } from './author-deletion.decider';
import { DeleteReply } from './delete-reply.command';

@CommandHandler(DeleteReply)
export class DeleteReplyHandler implements ICommandHandler<DeleteReply> {
  constructor(
    private readonly writer: StreamWriter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ target, id, parent, context }: DeleteReply) {
    const { appended } = await this.writer.decide(
      postStream(parent.kind, parent.id),
      authorDeletionDecider,
      { type: 'DeleteReply', target, id, actorId: context.actorId ?? 0, now: this.clock.now() },
      context,
    );
    return { position: appended?.position ?? null };
  }
}
