import { DomainError } from '../../common/domain-error';
import type { PostKind } from '../../contracts/content';
import { MESSAGES } from '../../contracts/messages';
import { postPagePath } from '../../contracts/site';
import { SUGGESTED_TOPIC_MAX, type Topic, TOPIC_MESSAGES, TOPIC_SLUG_MAX } from '../../contracts/topics';
import type { TopicSuggestionEvent } from '../../events/topics/topic-suggestions.events';
import { CategorySuggestionIdsRepository } from '../../infra/content/category-suggestion-ids.repository';
import type { CommandContext } from '../command-context';
import type { Decider } from '../decider';
import { categorySuggestionStream } from '../../events/streams';
import { defineWrite, type StepTools, type Write } from '../define-write';
import { createTopic, TOPIC_SLUG_PATTERN } from '../topics/topics.decider';
import { categorizePost } from './post-categories.decider';

export type TopicSuggestionCommand =
  | {
      type: 'SuggestTopic';
      id: number;
      topic: string;
      suggestedBy: number;
      itemKind: PostKind;
      itemId: number;
      now: Date;
    }
  /** `topicId` is the topic created for the approval (checked first with a placeholder). */
  | { type: 'ApproveTopicSuggestion'; id: number; slug: string; topicId: number; now: Date }
  | { type: 'DenyTopicSuggestion'; id: number; now: Date };

export interface OpenSuggestion {
  topic: string;
  itemKind: PostKind;
  itemId: number;
}

export type TopicSuggestionState =
  | { status: 'unknown' }
  | { status: 'open'; suggestion: OpenSuggestion }
  | { status: 'approved' }
  | { status: 'denied' };

const refuse = (code: 'validation' | 'not_found', message: string): never => {
  throw new DomainError(code, message);
};

/** The suggestion while it waits for an administrator; refused once approved or denied. */
export function openSuggestion(state: TopicSuggestionState): OpenSuggestion {
  return state.status === 'open' ? state.suggestion : refuse('not_found', TOPIC_MESSAGES.suggestionNotFound);
}

/** A topic's slug as the pages use it: lowercase letters and digits in words joined by single hyphens. */
export function checkTopicSlug(slug: string): string {
  if (slug.length > TOPIC_SLUG_MAX || !TOPIC_SLUG_PATTERN.test(slug)) refuse('validation', TOPIC_MESSAGES.slugInvalid);
  return slug;
}

function evolve(state: TopicSuggestionState, event: TopicSuggestionEvent): TopicSuggestionState {
  switch (event.type) {
    case 'TopicSuggested':
      return {
        status: 'open',
        suggestion: { topic: event.data.topic, itemKind: event.data.itemKind, itemId: event.data.itemId },
      };
    case 'TopicSuggestionApproved':
      return { status: 'approved' };
    case 'TopicSuggestionDenied':
      return { status: 'denied' };
  }
}

function decide(command: TopicSuggestionCommand, state: TopicSuggestionState): TopicSuggestionEvent[] {
  const { id, now } = command;
  switch (command.type) {
    case 'SuggestTopic': {
      // Ids come from a sequence: a second suggestion under one id is a bug, never a member.
      if (state.status !== 'unknown') throw new DomainError('conflict', 'This suggestion already exists.');
      const topic = command.topic.trim();
      if (topic === '') refuse('validation', 'Please enter the suggested category.');
      if (topic.length > SUGGESTED_TOPIC_MAX) refuse('validation', TOPIC_MESSAGES.suggestionTooLong);
      const { suggestedBy, itemKind, itemId } = command;
      const path = postPagePath(itemKind, itemId);
      return [
        {
          type: 'TopicSuggested',
          data: { id, topic, suggestedBy, itemKind, itemId, path, suggestedAt: now.toISOString() },
        },
      ];
    }
    case 'ApproveTopicSuggestion':
      openSuggestion(state);
      return [
        {
          type: 'TopicSuggestionApproved',
          data: { id, topicId: command.topicId, slug: checkTopicSlug(command.slug), approvedAt: now.toISOString() },
        },
      ];
    case 'DenyTopicSuggestion':
      openSuggestion(state);
      return [{ type: 'TopicSuggestionDenied', data: { id, deniedAt: now.toISOString() } }];
  }
}

export const topicSuggestionsDecider: Decider<TopicSuggestionCommand, TopicSuggestionState, TopicSuggestionEvent> = {
  initialState: () => ({ status: 'unknown' }),
  evolve,
  decide,
};

/** An administrator denies a topic suggestion. */
export const denyTopicSuggestion = defineWrite({
  name: 'DenyTopicSuggestion',
  decider: topicSuggestionsDecider,
  stream: ({ id }: { id: number }) => categorySuggestionStream(id),
  command: ({ id }, now): TopicSuggestionCommand => ({ type: 'DenyTopicSuggestion', id, now }),
  nextReads: ['topic-suggestions'],
});

/**
 * Files the category the context's actor suggested for their item `itemKind`/`itemId`. Filed by posting (the then
 * step of postContent), never on its own.
 */
export const suggestTopic = defineWrite({
  name: 'SuggestTopic',
  decider: topicSuggestionsDecider,
  stream: (
    _input: { topic: string; itemKind: PostKind; itemId: number },
    { id }: { id: number; suggestedBy: number },
  ) => categorySuggestionStream(id),
  prepare: async (_input, { get }, { actorId }) => {
    if (actorId === null) throw new DomainError('unauthenticated', MESSAGES.loginRequired);
    return { id: await get(CategorySuggestionIdsRepository).next(), suggestedBy: actorId };
  },
  command: ({ topic, itemKind, itemId }, now, { id, suggestedBy }): TopicSuggestionCommand => ({
    type: 'SuggestTopic',
    id,
    topic,
    suggestedBy,
    itemKind,
    itemId,
    now,
  }),
  nextReads: ['topic-suggestions'],
  // A new stream always gets its event.
  answer: (_decision, _input, { id }) => ({ id }),
});

/** The topic created for the approval, through the ordinary write; a taken slug is said so. */
async function topicFor(tools: StepTools, slug: string, name: string, context: CommandContext, now: Date) {
  try {
    return (await createTopic.decide(tools, { slug, name, keywords: [name.toLowerCase()] }, context, now)).id;
  } catch (error) {
    if (error instanceof DomainError && error.code === 'conflict')
      throw new DomainError('conflict', TOPIC_MESSAGES.slugTaken);
    throw error;
  }
}

/**
 * Creates the suggested topic under `slug` and attaches the suggesting item to it. Checked first (the suggestion is
 * open, the slug well formed), then the topic is created through the ordinary write, whose stream is the slug's
 * reservation: a taken slug is refused before anything is written. The item is attached next and the approval
 * recorded last, so a suggestion shows as handled only once its topic and item are in place. Should the process stop
 * in between, the suggestion stays open and can be approved under another slug or denied.
 */
export const approveTopicSuggestion: Write<{ id: number; slug: string }, { topic: Topic }> = {
  name: 'ApproveTopicSuggestion',
  // The new topic's page lists the item, and the suggestion has left the table.
  nextReads: ['topic-suggestions', 'topics'],
  async decide(tools, { id, slug }, context, now) {
    const stream = categorySuggestionStream(id);
    const approve = { type: 'ApproveTopicSuggestion', id, slug, topicId: 0, now } as const;
    const state = await tools.read(stream, topicSuggestionsDecider);
    topicSuggestionsDecider.decide(approve, state);
    const { topic: name, itemKind, itemId } = openSuggestion(state);
    const topicId = await topicFor(tools, slug, name, context, now);
    await categorizePost.decide(tools, { kind: itemKind, id: itemId, topicId }, context, now);
    const { appended } = await tools.writer.decide(stream, topicSuggestionsDecider, { ...approve, topicId }, context);
    return { topic: { id: topicId, slug, name }, position: appended!.position };
  },
};
