import { Body, Controller, Get, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import type { CommandContext } from '../commands/command-context';
import { ChooseNotificationDigest } from '../commands/notifications/choose-notification-digest.command';
import type { NotificationSettings } from '../contracts/notifications';
import { NotificationsQueries } from '../projections/notifications/notifications.queries';
import { ProjectionProgress } from '../projections/progress';
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
    private readonly commands: CommandBus,
    private readonly notifications: NotificationsQueries,
    private readonly progress: ProjectionProgress,
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
    const { position } = await this.commands.execute(new ChooseNotificationDigest(uid, body.weeklyDigest, ctx));
    if (position) await this.progress.waitFor(position);
    return { weeklyDigest: await this.notifications.weeklyDigest(uid) };
  }
}
