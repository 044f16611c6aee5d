import { ApproveTopicSuggestionHandler } from './approve-topic-suggestion.handler';
import { DenyTopicSuggestionHandler } from './deny-topic-suggestion.handler';
import { SuggestTopicHandler } from './suggest-topic.handler';

export const topicSuggestionCommandHandlers = [
  SuggestTopicHandler,
  ApproveTopicSuggestionHandler,
  DenyTopicSuggestionHandler,
];
