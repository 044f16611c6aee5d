import type { Profile } from '@contracts/members';
import { api } from '../../../lib/api';

export const getProfile = () => api.get<{ profile: Profile }>('/account');
