import type { LatestPosts } from '@contracts/content';
import { api } from '../../../lib/api';

export const getLatest = () => api.get<LatestPosts>('/latest');
