import { DeciderSpecification } from '../../../test/support/decider-specification';
import { SUGGESTED_TOPIC_MAX, TOPIC_MESSAGES, TOPIC_SLUG_MAX } from '../../contracts/topics';
import type { TopicSuggestionEvent } from '../../events/topics/topic-suggestions.events';
import { type TopicSuggestionCommand, topicSuggestionsDecider } from './topic-suggestions.decider';

const suggestedAt = new Date('2026-11-24T08:00:00.000Z');
const later = new Date('2026-11-25T09:30:00.000Z');

const suggest = (
  changes: Partial<Extract<TopicSuggestionCommand, { type: 'SuggestTopic' }>> = {},
): TopicSuggestionCommand => ({
  type: 'SuggestTopic',
  id: 5,
  topic: '  Step Parenting ',
  suggestedBy: 7,
  itemKind: 'qnas',
  itemId: 41,
  now: suggestedAt,
  ...changes,
});
const approve = (slug = 'step-parenting', topicId = 20): TopicSuggestionCommand => ({
  type: 'ApproveTopicSuggestion',
  id: 5,
  slug,
  topicId,
  now: later,
});
const deny: TopicSuggestionCommand = { type: 'DenyTopicSuggestion', id: 5, now: later };

const suggested: TopicSuggestionEvent = {
  type: 'TopicSuggested',
  data: {
    id: 5,
    topic: 'Step Parenting',
    suggestedBy: 7,
    itemKind: 'qnas',
    itemId: 41,
    path: '/answers/41',
    suggestedAt: suggestedAt.toISOString(),
  },
};
const approved: TopicSuggestionEvent = {
  type: 'TopicSuggestionApproved',
  data: { id: 5, topicId: 20, slug: 'step-parenting', approvedAt: later.toISOString() },
};
const denied: TopicSuggestionEvent = { type: 'TopicSuggestionDenied', data: { id: 5, deniedAt: later.toISOString() } };

const { given } = DeciderSpecification.for(topicSuggestionsDecider);

describe('SuggestTopic', () => {
  it('files the trimmed topic with its suggester, date and the page of the item', () => {
    given([]).when(suggest()).then([suggested]);
  });

  it.each([
    ['articles', '/articles/41'],
    ['books', '/books/41'],
    ['videos', '/videos/41'],
  ] as const)('links an item of %s to %s', (itemKind, path) => {
    expect(given([]).when(suggest({ itemKind })).events()[0]!.data).toMatchObject({ itemKind, path });
  });

  it.each([
    ['an empty topic', '   '],
    ['a topic over the limit', 'x'.repeat(SUGGESTED_TOPIC_MAX + 1)],
  ])('refuses %s', (_, topic) => {
    given([]).when(suggest({ topic })).thenRefuses('validation');
  });

  it('refuses a second suggestion under one id', () => {
    given([suggested]).when(suggest()).thenRefuses('conflict');
  });
});

describe('ApproveTopicSuggestion', () => {
  it('records the approval with the topic created for it', () => {
    given([suggested]).when(approve()).then([approved]);
  });

  it.each([
    ['capitals', 'Step-Parenting'],
    ['spaces', 'step parenting'],
    ['a double hyphen', 'step--parenting'],
    ['a leading hyphen', '-step'],
    ['nothing', ''],
    ['more than the limit', 'a'.repeat(TOPIC_SLUG_MAX + 1)],
  ])('refuses a slug with %s', (_, slug) => {
    given([suggested]).when(approve(slug)).thenRefuses('validation', TOPIC_MESSAGES.slugInvalid);
  });

  it('accepts a slug of exactly the limit', () => {
    expect(
      given([suggested])
        .when(approve('a'.repeat(TOPIC_SLUG_MAX)))
        .events(),
    ).toHaveLength(1);
  });

  describe.each([
    ['unknown', []],
    ['approved already', [suggested, approved]],
    ['denied', [suggested, denied]],
  ])('when the suggestion is %s', (_, events) => {
    it('answers not found, before looking at the slug', () => {
      given(events).when(approve()).thenRefuses('not_found', TOPIC_MESSAGES.suggestionNotFound);
      given(events).when(approve('Bad Slug')).thenRefuses('not_found', TOPIC_MESSAGES.suggestionNotFound);
    });
  });
});

describe('DenyTopicSuggestion', () => {
  it('denies an open suggestion', () => {
    given([suggested]).when(deny).then([denied]);
  });

  describe.each([
    ['unknown', []],
    ['approved', [suggested, approved]],
    ['denied already', [suggested, denied]],
  ])('when the suggestion is %s', (_, events) => {
    it('answers not found', () => {
      given(events).when(deny).thenRefuses('not_found', TOPIC_MESSAGES.suggestionNotFound);
    });
  });
});
