import type { NotificationList } from '@contracts/notifications';
import { api } from '../../../lib/api';

export const getNotifications = (signal?: AbortSignal) => api.get<NotificationList>('/notifications', signal);
