import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type Clock, CLOCK } from '../../common/clock';
import { categorySuggestionStream } from '../../events/streams';
import { StreamWriter } from '../stream-writer';
import { DenyTopicSuggestion } from './deny-topic-suggestion.command';
import { topicSuggestionsDecider } from './topic-suggestions.decider';

@CommandHandler(DenyTopicSuggestion)
export class DenyTopicSuggestionHandler implements ICommandHandler<DenyTopicSuggestion> {
  constructor(
    private readonly writer: StreamWriter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ id, context }: DenyTopicSuggestion) {
    const { appended } = await this.writer.decide(
      categorySuggestionStream(id),
      topicSuggestionsDecider,
      { type: 'DenyTopicSuggestion', id, now: this.clock.now() },
      context,
    );
    // Deciding either refuses or denies: an open suggestion always gets its event.
    return { position: appended!.position };
  }
}
