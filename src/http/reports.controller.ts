import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import type { CommandContext } from '../commands/command-context';
import { reportContent } from '../commands/moderation/hiding.decider';
import { DomainError } from '../common/domain-error';
import { CONVERSATION_MESSAGES, POST_MESSAGES } from '../contracts/content';
import {
  isPostKind,
  MODERATION_MESSAGES,
  REPORT_REASON_IDS,
  REPORTED_PATHS,
  type ReportedKind,
} from '../contracts/moderation';
import { ConversationsQueries } from '../projections/conversations/conversations.queries';
import { PostsQueries } from '../projections/posts/posts.queries';
import { CommandRunner } from '../writes/command-runner';
import { Auth } from './guards/auth.guard';
import { Input } from './input';
import { Output } from './output';
import { messageReply } from './responses/members.responses';
import { Ctx, CurrentSession, type RequestSession } from './request-context';
import { idParam } from './schemas';

const reportParams = z.object({ target: z.string(), id: idParam });
// The reason the Report dialog asks for: every report has one (reports filed before it was asked keep none).
const reportBody = z.object({
  reason: z.enum(REPORT_REASON_IDS, { error: MODERATION_MESSAGES.reasonRequired }),
});

/** The Report link under a comment, an answer or a post: files it for the administrators. */
@ApiTags('moderation')
@Controller('api')
export class ReportsController {
  constructor(
    private readonly conversations: ConversationsQueries,
    private readonly posts: PostsQueries,
    private readonly runner: CommandRunner,
  ) {}

  @Post(':target/:id/report')
  @HttpCode(202)
  @Auth()
  @Output('Report a post, comment or answer to the moderators', messageReply)
  @Input({ params: reportParams, body: reportBody })
  async report(
    @Param() params: z.infer<typeof reportParams>,
    @Body() body: z.infer<typeof reportBody>,
    @CurrentSession() session: RequestSession,
    @Ctx() ctx: CommandContext,
  ): Promise<{ message: string }> {
    const kind = Object.hasOwn(REPORTED_PATHS, params.target)
      ? REPORTED_PATHS[params.target as keyof typeof REPORTED_PATHS]
      : null;
    if (kind === null || params.id === null || !(await this.exists(kind, params.id))) {
      throw new DomainError(
        'not_found',
        kind === null || isPostKind(kind) ? POST_MESSAGES.notFound : CONVERSATION_MESSAGES.replyNotFound,
      );
    }
    const parent = isPostKind(kind)
      ? null
      : await this.conversations.parentOf(kind === 'comments' ? 'comment' : 'answer', params.id);
    // Read-your-writes: the administrators' queue and badge count it at once, and the next reporter counts it.
    await this.runner.run(
      reportContent,
      { kind, id: params.id, reporterId: session.user.uid, reason: body.reason, parent },
      ctx,
    );
    return { message: CONVERSATION_MESSAGES.reported };
  }

  /** Removed content is in neither table: it can no longer be reported. */
  private async exists(kind: ReportedKind, id: number): Promise<boolean> {
    if (isPostKind(kind)) return (await this.posts.detail(kind, id)) !== null;
    return this.conversations.exists(kind === 'comments' ? 'comment' : 'answer', id);
  }
}
