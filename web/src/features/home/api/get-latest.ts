import type { LatestPosts } from '@contracts/content';
import { api } from '../../../lib/api';

export const getLatest = (signal?: AbortSignal) => api.get<LatestPosts>('/latest', signal);
