import type { TopicSuggestionList } from '@contracts/topics';
import { api } from '../../../lib/api';

/** Administrators only: the open suggestions, oldest first. */
export const getTopicSuggestions = (signal?: AbortSignal) =>
  api.get<TopicSuggestionList>('/admin/topic-suggestions', signal);
