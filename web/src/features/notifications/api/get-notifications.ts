import type { NotificationList } from '@contracts/notifications';
import { api } from '../../../lib/api';

export const getNotifications = () => api.get<NotificationList>('/notifications');
