import type { TopicList } from '@contracts/topics';
import { api } from '../api';

export const getTopics = () => api.get<TopicList>('/topics');
