import type { TopicList } from '@contracts/topics';
import { api } from '../../../lib/api';

export const getTopics = () => api.get<TopicList>('/topics');
