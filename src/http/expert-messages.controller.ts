import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { CommandContext } from '../commands/command-context';
import { sendExpertMessage } from '../commands/admin-messages/admin-message-writes';
import { DomainError } from '../common/domain-error';
import { EXPERT_LOCATION_MAX, EXPERT_MESSAGE_MAX, EXPERT_SEARCH_MESSAGES } from '../contracts/expert-search';
import { MESSAGES } from '../contracts/messages';
import { Input } from './input';
import { Output } from './output';
import { expertMessageSent } from './responses/experts.responses';
import { RateLimits } from './rate-limits';
import { Ctx } from './request-context';
import { CommandRunner } from '../writes/command-runner';
import { emailField } from './schemas';

// The fields are checked in the handler, after the honeypot: a bot's invalid email must not tell it
// that it was caught.
const messageBody = z.object({
  email: z.string({ error: MESSAGES.invalidEmail }).max(1_000, MESSAGES.invalidEmail),
  location: z
    .string({ error: EXPERT_SEARCH_MESSAGES.locationTooLong })
    .trim()
    .max(EXPERT_LOCATION_MAX, EXPERT_SEARCH_MESSAGES.locationTooLong)
    .default(''),
  message: z
    .string({ error: EXPERT_SEARCH_MESSAGES.messageRequired })
    .trim()
    .max(EXPERT_MESSAGE_MAX, EXPERT_SEARCH_MESSAGES.messageTooLong),
  website: z.string().max(1_000).optional(),
});

const sent = { message: EXPERT_SEARCH_MESSAGES.messageSent };

@ApiTags('experts')
@Controller('api/experts')
export class ExpertMessagesController {
  constructor(
    private readonly runner: CommandRunner,
    private readonly limits: RateLimits,
  ) {}

  /**
   * The Experts page's message form: kept for the administrators' inbox and emailed to them (on a
   * site without an administrator yet, the first one finds it there). A filled honeypot is answered
   * alike and keeps nothing.
   */
  @Post('messages')
  @HttpCode(202)
  @Output('Ask the administrators for help finding an expert', expertMessageSent)
  @Input({ body: messageBody })
  async send(
    @Body() body: z.infer<typeof messageBody>,
    @Ctx() ctx: CommandContext,
    @Req() req: FastifyRequest,
  ): Promise<typeof sent> {
    await this.limits.checkAddress('expertMessage', req.ip);
    if (body.website?.trim()) return sent;
    const email = emailField.safeParse(body.email);
    if (!email.success) throw new DomainError('validation', MESSAGES.invalidEmail);
    if (!body.message) throw new DomainError('validation', EXPERT_SEARCH_MESSAGES.messageRequired);
    await this.runner.runOnly(
      sendExpertMessage,
      { email: email.data, location: body.location, message: body.message },
      ctx,
    );
    return sent;
  }
}
