import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type Clock, CLOCK } from '../../common/clock';
import { DomainError } from '../../common/domain-error';
import { MESSAGES } from '../../contracts/messages';
import { categorySuggestionStream } from '../../events/streams';
import { CategorySuggestionIdsRepository } from '../../infra/content/category-suggestion-ids.repository';
import { StreamWriter } from '../stream-writer';
import { SuggestTopic } from '../posts/suggest-topic.command';
import { topicSuggestionsDecider } from './topic-suggestions.decider';

@CommandHandler(SuggestTopic)
export class SuggestTopicHandler implements ICommandHandler<SuggestTopic> {
  constructor(
    private readonly writer: StreamWriter,
    private readonly ids: CategorySuggestionIdsRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ topic, itemKind, itemId, context }: SuggestTopic) {
    if (context.actorId === null) throw new DomainError('unauthenticated', MESSAGES.loginRequired);
    const id = await this.ids.next();
    const { appended } = await this.writer.decide(
      categorySuggestionStream(id),
      topicSuggestionsDecider,
      { type: 'SuggestTopic', id, topic, suggestedBy: context.actorId, itemKind, itemId, now: this.clock.now() },
      context,
    );
    // A new stream always gets its event.
    return { id, position: appended!.position };
  }
}
