import type { SessionReply } from '@contracts/members';
import { api } from '../api';

export const getSession = () => api.get<SessionReply>('/session');
