import type { Profile } from '@contracts/members';
import { api } from '../../../lib/api';

/** The server-data key of the member's personal details. */
export const PROFILE_KEY = '/account';

export const getProfile = (signal?: AbortSignal) => api.get<{ profile: Profile }>('/account', signal);
