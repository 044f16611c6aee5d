import type { NotificationSettings } from '@contracts/notifications';
import { api } from '../../../lib/api';

export const getNotificationSettings = (signal?: AbortSignal) =>
  api.get<NotificationSettings>('/account/notification-settings', signal);
