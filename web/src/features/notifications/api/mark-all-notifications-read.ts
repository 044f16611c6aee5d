import type { UnreadCount } from '@contracts/notifications';
import { api } from '../../../lib/api';

export const markAllNotificationsRead = () => api.post<UnreadCount>('/notifications/read-all');
