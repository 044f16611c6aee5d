import type { SessionReply } from '@contracts/members';
import { api } from '../../../lib/api';

export const getSession = () => api.get<SessionReply>('/session');
