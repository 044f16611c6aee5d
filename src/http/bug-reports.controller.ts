import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { reportBug } from '../commands/admin-messages/admin-message-writes';
import type { CommandContext } from '../commands/command-context';
import { ADMIN_MESSAGE_TEXT, BUG_REPORT_MAX } from '../contracts/admin-messages';
import { isSitePath } from '../contracts/site';
import { Input } from './input';
import { Output } from './output';
import { bugReported } from './responses/admin.responses';
import { RateLimits } from './rate-limits';
import { Ctx } from './request-context';
import { CommandRunner } from '../writes/command-runner';

const USER_AGENT_MAX = 500;

const bugBody = z.object({
  text: z
    .string({ error: ADMIN_MESSAGE_TEXT.bugRequired })
    .trim()
    .min(1, ADMIN_MESSAGE_TEXT.bugRequired)
    .max(BUG_REPORT_MAX, ADMIN_MESSAGE_TEXT.bugTooLong),
  // The site's own path the report was sent from, e.g. "/articles/12?page=2".
  page: z
    .string({ error: 'Please give the page as a path.' })
    .max(2_000, 'Please give the page as a path.')
    .regex(/^\/[^\s]*$/, 'Please give the page as a path.')
    // A path that leads elsewhere ("//evil.example", "/\evil.example") would take the administrator there.
    .refine((page) => isSitePath(page), 'Please give the page as a path.'),
});

const sent = { message: ADMIN_MESSAGE_TEXT.bugReported };

@ApiTags('contact')
@Controller('api/bug-reports')
export class BugReportsController {
  constructor(
    private readonly runner: CommandRunner,
    private readonly limits: RateLimits,
  ) {}

  /** The footer's Report a Bug: kept for the administrators with the page, the browser and, if logged in, the reporter. */
  @Post()
  @HttpCode(202)
  @Output('Report a problem with the site', bugReported)
  @Input({ body: bugBody })
  async report(
    @Body() body: z.infer<typeof bugBody>,
    @Ctx() ctx: CommandContext,
    @Req() req: FastifyRequest,
  ): Promise<typeof sent> {
    await this.limits.checkAddress('bugReport', req.ip);
    const userAgent = req.headers['user-agent']?.slice(0, USER_AGENT_MAX) ?? null;
    await this.runner.runOnly(reportBug, { text: body.text, page: body.page, userAgent, reporterId: ctx.actorId }, ctx);
    return sent;
  }
}
