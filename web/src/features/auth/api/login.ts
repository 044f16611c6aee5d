import type { SessionUser } from '@contracts/members';
import { api } from '../../../lib/api';

export interface LoginRequest {
  email: string;
  password: string;
}

export const login = (body: LoginRequest) => api.post<{ user: SessionUser }>('/auth/login', body);
