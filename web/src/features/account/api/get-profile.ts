import type { Profile } from '@contracts/members';
import { api } from '../../../lib/api';

export const getProfile = (signal?: AbortSignal) => api.get<{ profile: Profile }>('/account', signal);
