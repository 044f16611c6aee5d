import { ApproveTopicSuggestionHandler } from './approve-topic-suggestion.handler';
import { SuggestTopicHandler } from './suggest-topic.handler';

export const topicSuggestionCommandHandlers = [SuggestTopicHandler, ApproveTopicSuggestionHandler];
