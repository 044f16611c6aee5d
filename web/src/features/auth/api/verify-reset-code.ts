import type { SessionUser } from '@contracts/members';
import { api } from '../../../lib/api';

export interface VerifyResetCodeRequest {
  email: string;
  code: string;
}

export const verifyResetCode = (body: VerifyResetCodeRequest) =>
  api.post<{ user: SessionUser }>('/auth/reset-verify', body);
