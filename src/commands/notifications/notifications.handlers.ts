import { SendNotificationDigestHandler } from './send-notification-digest.handler';

export const notificationCommandHandlers = [SendNotificationDigestHandler];
