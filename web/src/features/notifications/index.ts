export { getNotificationSettings } from './api/get-notification-settings';
export { saveNotificationSettings } from './api/save-notification-settings';
export { NotificationBell } from './components/notification-bell';
