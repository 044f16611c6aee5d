import { Module } from '@nestjs/common';
import { NotificationSettingsController } from '../http/notification-settings.controller';
import { NotificationsController } from '../http/notifications.controller';
import { WatchingController } from '../http/watching.controller';
import { WatchesQueries } from '../projections/watches/watches.queries';
import { ReadModelModule } from './read-model.module';
import { WebModule } from './web.module';
import { WriteSideModule } from './write-side.module';

/** A member's notifications, whether a weekly digest of them is emailed, and the questions and topics they watch. */
@Module({
  imports: [WriteSideModule, ReadModelModule, WebModule],
  controllers: [NotificationsController, NotificationSettingsController, WatchingController],
  providers: [WatchesQueries],
})
export class NotificationsModule {}
