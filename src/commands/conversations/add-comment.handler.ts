import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type Clock, CLOCK } from '../../common/clock';
import { postStream } from '../../events/streams';
import { ReplyIdsRepository } from '../../infra/content/reply-ids.repository';
import { StreamWriter } from '../stream-writer';
import { AddComment } from './add-comment.command';
import { conversationDecider } from './conversation.decider';

@CommandHandler(AddComment)
export class AddCommentHandler implements ICommandHandler<AddComment> {
  constructor(
    private readonly writer: StreamWriter,
    private readonly ids: ReplyIdsRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ parentKind, parentId, author, text, identifyingDetailsConfirmed, context }: AddComment) {
    const id = await this.ids.next('comment');
    const command = {
      type: 'AddComment' as const,
      id,
      parentKind,
      parentId,
      author,
      text,
      identifyingDetailsConfirmed,
      now: this.clock.now(),
    };
    const { appended } = await this.writer.decide(
      postStream(parentKind, parentId),
      conversationDecider,
      command,
      context,
    );
    return { id, position: appended?.position ?? null };
  }
}
