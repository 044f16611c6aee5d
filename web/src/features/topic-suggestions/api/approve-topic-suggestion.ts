import type { ApproveTopicSuggestion, TopicSuggestionApproved } from '@contracts/topics';
import { api } from '../../../lib/api';

/** Creates the topic under the slug and attaches the suggesting item to it. */
export const approveTopicSuggestion = (id: number, body: ApproveTopicSuggestion) =>
  api.post<TopicSuggestionApproved>(`/admin/topic-suggestions/${id}/approve`, body);
