import type { UnreadCount } from '@contracts/notifications';
import { api } from '../../../lib/api';

export const getUnreadCount = () => api.get<UnreadCount>('/notifications/unread');
