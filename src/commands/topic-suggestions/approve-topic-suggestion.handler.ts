import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type Clock, CLOCK } from '../../common/clock';
import { DomainError } from '../../common/domain-error';
import { TOPIC_MESSAGES } from '../../contracts/topics';
import { categorySuggestionStream } from '../../events/streams';
import type { CommandContext } from '../command-context';
import { CategorizePost } from '../posts/categorize-post.command';
import { StreamWriter } from '../stream-writer';
import { CreateTopic } from '../topics/create-topic.command';
import { ApproveTopicSuggestion } from './approve-topic-suggestion.command';
import { openSuggestion, topicSuggestionsDecider } from './topic-suggestions.decider';

/**
 * Checked first (the suggestion is open, the slug well formed), then the topic is created through
 * the ordinary command, whose stream is the slug's reservation: a taken slug is refused before
 * anything is written. The item is attached next and the approval recorded last, so a suggestion
 * shows as handled only once its topic and item are in place. Should the process stop in between,
 * the suggestion stays open and can be approved under another slug or denied.
 */
@CommandHandler(ApproveTopicSuggestion)
export class ApproveTopicSuggestionHandler implements ICommandHandler<ApproveTopicSuggestion> {
  constructor(
    private readonly writer: StreamWriter,
    private readonly commands: CommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ id, slug, context }: ApproveTopicSuggestion) {
    const stream = categorySuggestionStream(id);
    const approve = { type: 'ApproveTopicSuggestion', id, slug, topicId: 0, now: this.clock.now() } as const;
    const state = await this.writer.read(stream, topicSuggestionsDecider);
    topicSuggestionsDecider.decide(approve, state);
    const { topic: name, itemKind, itemId } = openSuggestion(state);
    const topicId = await this.createTopic(slug, name, context);
    await this.commands.execute(new CategorizePost(itemKind, itemId, topicId, context));
    const { appended } = await this.writer.decide(stream, topicSuggestionsDecider, { ...approve, topicId }, context);
    return { topic: { id: topicId, slug, name }, position: appended!.position };
  }

  private async createTopic(slug: string, name: string, context: CommandContext): Promise<number> {
    try {
      return (await this.commands.execute(new CreateTopic(slug, name, [name.toLowerCase()], context))).id;
    } catch (error) {
      if (error instanceof DomainError && error.code === 'conflict')
        throw new DomainError('conflict', TOPIC_MESSAGES.slugTaken);
      throw error;
    }
  }
}
