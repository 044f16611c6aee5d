import type { TopicList } from '@contracts/topics';
import { api } from '../../../lib/api';

export const getTopics = (signal?: AbortSignal) => api.get<TopicList>('/topics', signal);
