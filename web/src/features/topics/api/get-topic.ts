import type { TopicOverview } from '@contracts/topics';
import { api } from '../../../lib/api';

export const getTopic = (slug: string) => api.get<TopicOverview>(`/topics/${encodeURIComponent(slug)}`);
