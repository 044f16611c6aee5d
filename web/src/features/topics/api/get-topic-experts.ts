import type { TopicExperts } from '@contracts/expert-search';
import { api } from '../../../lib/api';

export const getTopicExperts = (slug: string, page: number, signal?: AbortSignal) =>
  api.get<TopicExperts>(`/topics/${encodeURIComponent(slug)}/experts?page=${page}`, signal);
