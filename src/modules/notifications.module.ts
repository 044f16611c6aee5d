import { Module } from '@nestjs/common';
import { notificationCommandHandlers } from '../commands/notifications/notifications.handlers';
import { NotificationSettingsController } from '../http/notification-settings.controller';
import { NotificationsController } from '../http/notifications.controller';
import { ReadModelModule } from './read-model.module';
import { WebModule } from './web.module';
import { WriteSideModule } from './write-side.module';

/** A member's notifications, and whether a weekly digest of them is emailed. */
@Module({
  imports: [WriteSideModule, ReadModelModule, WebModule],
  controllers: [NotificationsController, NotificationSettingsController],
  providers: [...notificationCommandHandlers],
})
export class NotificationsModule {}
