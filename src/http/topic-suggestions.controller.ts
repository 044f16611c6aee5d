import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { approveTopicSuggestion, denyTopicSuggestion } from '../commands/topic-suggestions/topic-suggestions.decider';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import type { CommandContext } from '../commands/command-context';
import { DomainError } from '../common/domain-error';
import {
  TOPIC_MESSAGES,
  TOPIC_SLUG_MAX,
  type TopicSuggestionApproved,
  type TopicSuggestionList,
} from '../contracts/topics';
import { CommandRunner } from '../writes/command-runner';
import { TopicSuggestionsQueries } from '../projections/topic-suggestions/topic-suggestions.queries';
import { Auth } from './guards/auth.guard';
import { Input } from './input';
import { Output } from './output';
import { topicSuggestionApproved, topicSuggestionList } from './responses/topics.responses';
import { Ctx } from './request-context';
import { idParam } from './schemas';

const suggestionParams = z.object({ id: idParam });
// The exact slug rules and their message are the approval's; this only bounds the input.
const approveBody = z.object({
  slug: z.string({ error: TOPIC_MESSAGES.slugInvalid }).max(TOPIC_SLUG_MAX * 2, TOPIC_MESSAGES.slugInvalid),
});

const suggestionId = (id: number | null) => {
  if (id === null) throw new DomainError('not_found', TOPIC_MESSAGES.suggestionNotFound);
  return id;
};

/** Suggested categories: administrators approve them as topics or deny them. */
@ApiTags('topics')
@Controller('api/admin/topic-suggestions')
export class TopicSuggestionsController {
  constructor(
    private readonly suggestions: TopicSuggestionsQueries,
    private readonly runner: CommandRunner,
  ) {}

  /** Open suggestions, oldest first. */
  @Get()
  @Auth('Administrator')
  @Output('The open topic suggestions, oldest first', topicSuggestionList)
  @Input({})
  async list(): Promise<TopicSuggestionList> {
    return { suggestions: await this.suggestions.open() };
  }

  /** Creates the topic and attaches the suggesting item to it. */
  @Post(':id/approve')
  @HttpCode(201)
  @Auth('Administrator')
  @Output('Create the suggested topic and attach the suggesting item to it', topicSuggestionApproved)
  @Input({ params: suggestionParams, body: approveBody })
  async approve(
    @Param() params: z.infer<typeof suggestionParams>,
    @Body() body: z.infer<typeof approveBody>,
    @Ctx() ctx: CommandContext,
  ): Promise<TopicSuggestionApproved> {
    // Read-your-writes: the new topic's page lists the item, and the suggestion has left the table.
    const { topic } = await this.runner.run(
      approveTopicSuggestion,
      { id: suggestionId(params.id), slug: body.slug.trim() },
      ctx,
    );
    return { topic };
  }

  @Delete(':id')
  @HttpCode(204)
  @Auth('Administrator')
  @Output('Deny a topic suggestion')
  @Input({ params: suggestionParams })
  async deny(@Param() params: z.infer<typeof suggestionParams>, @Ctx() ctx: CommandContext): Promise<void> {
    await this.runner.run(denyTopicSuggestion, { id: suggestionId(params.id) }, ctx);
  }
}
