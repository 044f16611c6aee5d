import { ChooseNotificationDigestHandler } from './choose-notification-digest.handler';
import { MarkAllNotificationsReadHandler } from './mark-all-notifications-read.handler';
import { MarkNotificationReadHandler } from './mark-notification-read.handler';
import { SendNotificationDigestHandler } from './send-notification-digest.handler';

export const notificationCommandHandlers = [
  MarkNotificationReadHandler,
  MarkAllNotificationsReadHandler,
  ChooseNotificationDigestHandler,
  SendNotificationDigestHandler,
];
