import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type Clock, CLOCK } from '../../common/clock';
import { postStream } from '../../events/streams';
import { StreamWriter } from '../stream-writer';
import { CategorizePost } from './categorize-post.command';
import { postCategoriesDecider } from './post-categories.decider';

@CommandHandler(CategorizePost)
export class CategorizePostHandler implements ICommandHandler<CategorizePost> {
  constructor(
    private readonly writer: StreamWriter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ kind, id, topicId, context }: CategorizePost) {
    const { appended } = await this.writer.decide(
      postStream(kind, id),
      postCategoriesDecider,
      { type: 'CategorizePost', kind, id, topicId, now: this.clock.now() },
      context,
    );
    return { position: appended?.position ?? null };
  }
}
