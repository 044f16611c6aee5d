import { DomainError } from '../../common/domain-error';
import type { PostKind } from '../../contracts/content';
import { postPagePath } from '../../contracts/site';
import { SUGGESTED_TOPIC_MAX, TOPIC_MESSAGES, TOPIC_SLUG_MAX } from '../../contracts/topics';
import type { TopicSuggestionEvent } from '../../events/topics/topic-suggestions.events';
import type { Decider } from '../decider';
import { categorySuggestionStream } from '../../events/streams';
import { defineWrite } from '../define-write';
import { TOPIC_SLUG_PATTERN } from '../topics/topics.decider';

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
