import type { FollowReply } from '@contracts/experts';
import { api } from '../../../lib/api';

const followPath = (slug: string) => `/experts/${encodeURIComponent(slug)}/follow`;

export const followExpert = (slug: string) => api.put<FollowReply>(followPath(slug));
export const unfollowExpert = (slug: string) => api.delete<FollowReply>(followPath(slug));
