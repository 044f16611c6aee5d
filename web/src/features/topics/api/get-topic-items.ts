import type { TopicItems, TopicPostTab } from '@contracts/topics';
import { api } from '../../../lib/api';

export const getTopicItems = (slug: string, tab: TopicPostTab, page: number, signal?: AbortSignal) =>
  api.get<TopicItems>(`/topics/${encodeURIComponent(slug)}/items?tab=${tab}&page=${page}`, signal);
