import type { TopicList } from '@contracts/topics';
import { api } from '../api';

export const getTopics = (signal?: AbortSignal) => api.get<TopicList>('/topics', signal);
