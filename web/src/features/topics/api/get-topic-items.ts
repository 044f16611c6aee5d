import type { TopicItems, TopicPostTab } from '@contracts/topics';
import { api } from '../../../lib/api';

export const getTopicItems = (slug: string, tab: TopicPostTab, page: number) =>
  api.get<TopicItems>(`/topics/${encodeURIComponent(slug)}/items?tab=${tab}&page=${page}`);
