import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import type { CommandContext } from '../commands/command-context';
import { markAllNotificationsRead, markNotificationRead } from '../commands/notifications/notifications.decider';
import { DomainError } from '../common/domain-error';
import {
  NOTIFICATION_ID_PATTERN,
  NOTIFICATION_MESSAGES,
  type NotificationList,
  type UnreadCount,
} from '../contracts/notifications';
import { NotificationsQueries } from '../projections/notifications/notifications.queries';
import { CommandRunner } from '../writes/command-runner';
import { Auth } from './guards/auth.guard';
import { Input } from './input';
import { Output } from './output';
import { notificationList, unreadCount } from './responses/notifications.responses';
import { Ctx, CurrentSession, type RequestSession } from './request-context';

const idParams = z.object({ id: z.string() });

/** The bell: a member's own notifications only; another member's id answers 404, as if it were not there. */
@ApiTags('notifications')
@Controller('api/notifications')
@Auth()
export class NotificationsController {
  constructor(
    private readonly notifications: NotificationsQueries,
    private readonly runner: CommandRunner,
  ) {}

  /** The newest notifications, and how many are unread. */
  @Get()
  @Output('Your newest notifications, and how many are unread', notificationList)
  @Input({})
  list(@CurrentSession() session: RequestSession): Promise<NotificationList> {
    return this.notifications.list(session.user.uid);
  }

  /** Only the count, for the bell to ask often. */
  @Get('unread')
  @Output('How many notifications are unread', unreadCount)
  @Input({})
  async unread(@CurrentSession() session: RequestSession): Promise<UnreadCount> {
    return { unread: await this.notifications.unread(session.user.uid) };
  }

  /** Marks one read (opening it does); marking it again changes nothing. */
  @Post(':id/read')
  @HttpCode(200)
  @Output('Mark a notification read', unreadCount)
  @Input({ params: idParams })
  async markRead(
    @Param() params: z.infer<typeof idParams>,
    @CurrentSession() session: RequestSession,
    @Ctx() ctx: CommandContext,
  ): Promise<UnreadCount> {
    const uid = session.user.uid;
    const found = NOTIFICATION_ID_PATTERN.test(params.id) ? await this.notifications.find(uid, params.id) : null;
    if (!found) throw new DomainError('not_found', NOTIFICATION_MESSAGES.notFound);
    await this.runner.run(markNotificationRead, { uid, notification: found.id, read: found.read }, ctx);
    return { unread: await this.notifications.unread(uid) };
  }

  @Post('read-all')
  @HttpCode(200)
  @Output('Mark every notification read', unreadCount)
  @Input({})
  async markAllRead(@CurrentSession() session: RequestSession, @Ctx() ctx: CommandContext): Promise<UnreadCount> {
    const uid = session.user.uid;
    await this.runner.run(markAllNotificationsRead, { uid, unread: await this.notifications.unread(uid) }, ctx);
    return { unread: await this.notifications.unread(uid) };
  }
}
