import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import type { CommandContext } from '../commands/command-context';
import { chooseNotificationDigest } from '../commands/notifications/notifications.decider';
import type { NotificationSettings } from '../contracts/notifications';
import { NotificationsQueries } from '../projections/notifications/notifications.queries';
import { CommandRunner } from '../writes/command-runner';
import { Auth } from './guards/auth.guard';
import { Input } from './input';
import { Output } from './output';
import { notificationSettings } from './responses/notifications.responses';
import { Ctx, CurrentSession, type RequestSession } from './request-context';

const settingsBody = z.object({ weeklyDigest: z.boolean({ error: 'weeklyDigest must be true or false.' }) });

/** Account Settings: whether the member gets the weekly email digest of their notifications (off unless chosen). */
@ApiTags('account')
@Controller('api/account/notification-settings')
@Auth()
export class NotificationSettingsController {
  constructor(
    private readonly notifications: NotificationsQueries,
    private readonly runner: CommandRunner,
  ) {}

  @Get()
  @Output('Your notification settings', notificationSettings)
  @Input({})
  async get(@CurrentSession() session: RequestSession): Promise<NotificationSettings> {
    return { weeklyDigest: await this.notifications.weeklyDigest(session.user.uid) };
  }

  @Put()
  @Output('Choose whether to get a weekly digest email', notificationSettings)
  @Input({ body: settingsBody })
  async save(
    @Body() body: z.infer<typeof settingsBody>,
    @CurrentSession() session: RequestSession,
    @Ctx() ctx: CommandContext,
  ): Promise<NotificationSettings> {
    const uid = session.user.uid;
    await this.runner.run(chooseNotificationDigest, { uid, weekly: body.weeklyDigest }, ctx);
    return { weeklyDigest: await this.notifications.weeklyDigest(uid) };
  }
}
