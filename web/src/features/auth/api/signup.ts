import type { SessionUser } from '@contracts/members';
import { api } from '../../../lib/api';

export interface SignupRequest {
  email: string;
  password: string;
  isAdult: true;
}

export const signup = (body: SignupRequest) => api.post<{ user: SessionUser }>('/auth/signup', body);
