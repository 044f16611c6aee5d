import type { ExpertSignupReply, ExpertSignupRequest } from '@contracts/experts';
import { api } from '../../../lib/api';

export const signUpExpert = (body: ExpertSignupRequest) => api.post<ExpertSignupReply>('/experts/signup', body);
