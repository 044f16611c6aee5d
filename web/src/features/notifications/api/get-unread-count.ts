import type { UnreadCount } from '@contracts/notifications';
import { api } from '../../../lib/api';

export const getUnreadCount = (signal?: AbortSignal) => api.get<UnreadCount>('/notifications/unread', signal);
