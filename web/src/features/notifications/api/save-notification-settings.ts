import type { NotificationSettings } from '@contracts/notifications';
import { api } from '../../../lib/api';

export const saveNotificationSettings = (settings: NotificationSettings) =>
  api.put<NotificationSettings>('/account/notification-settings', settings);
