import type { TopicOverview } from '@contracts/topics';
import { api } from '../../../lib/api';

export const getTopic = (slug: string, signal?: AbortSignal) =>
  api.get<TopicOverview>(`/topics/${encodeURIComponent(slug)}`, signal);
