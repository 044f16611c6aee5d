import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { markAdminMessageRead } from '../commands/admin-messages/admin-message.decider';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import type { CommandContext } from '../commands/command-context';
import { DomainError } from '../common/domain-error';
import { ADMIN_MESSAGE_KINDS, ADMIN_MESSAGE_TEXT, type AdminMessagePage } from '../contracts/admin-messages';
import { isAdminMessageStream } from '../events/streams';
import { AdminMessagesQueries } from '../projections/admin-messages/admin-messages.queries';
import { CommandRunner } from '../writes/command-runner';
import { Auth } from './guards/auth.guard';
import { Input } from './input';
import { Output } from './output';
import { adminMessagePage } from './responses/admin.responses';
import { unreadCount } from './responses/notifications.responses';
import { Ctx, CurrentSession, type RequestSession } from './request-context';
import { pageField } from './schemas';

const listQuery = z.strictObject({
  kind: z.enum(ADMIN_MESSAGE_KINDS, { error: ADMIN_MESSAGE_TEXT.kindInvalid }).optional(),
  page: pageField,
});
// An id that cannot be a message's names none: 404, like an unknown one.
const messageParams = z.object({ id: z.string() });

/** The administrators' inbox: Contact Us messages, bug reports and messages from the Experts page. */
@ApiTags('admin')
@Controller('api/admin/messages')
export class AdminMessagesController {
  constructor(
    private readonly messages: AdminMessagesQueries,
    private readonly runner: CommandRunner,
  ) {}

  @Get()
  @Auth('Administrator')
  @Output('Contact messages, bug reports and messages from the Experts page, newest first', adminMessagePage)
  @Input({ query: listQuery })
  list(@Query() query: z.infer<typeof listQuery>): Promise<AdminMessagePage> {
    return this.messages.page(query.kind, query.page);
  }

  /** Marks a message read; answers with the unread count left (the badge's). */
  @Post(':id/read')
  @HttpCode(200)
  @Auth('Administrator')
  @Output('Mark a message read', unreadCount)
  @Input({ params: messageParams })
  async read(
    @Param() { id }: z.infer<typeof messageParams>,
    @CurrentSession() session: RequestSession,
    @Ctx() ctx: CommandContext,
  ): Promise<{ unread: number }> {
    if (!isAdminMessageStream(id)) throw new DomainError('not_found', ADMIN_MESSAGE_TEXT.messageNotFound);
    await this.runner.run(markAdminMessageRead, { id, readBy: session.user.uid }, ctx);
    return { unread: await this.messages.unreadCount() };
  }
}
