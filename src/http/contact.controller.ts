import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { sendContactMessage } from '../commands/admin-messages/admin-message-writes';
import type { CommandContext } from '../commands/command-context';
import { DomainError } from '../common/domain-error';
import { ADMIN_MESSAGE_TEXT, CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX } from '../contracts/admin-messages';
import { MESSAGES } from '../contracts/messages';
import { Input } from './input';
import { Output } from './output';
import { contactSent } from './responses/admin.responses';
import { RateLimits } from './rate-limits';
import { Ctx } from './request-context';
import { CommandRunner } from '../writes/command-runner';
import { emailField } from './schemas';

// The email and the emptiness of the fields are checked after the honeypot: a bot's invalid email
// must not tell it that it was caught.
const contactBody = z.object({
  name: z
    .string({ error: ADMIN_MESSAGE_TEXT.nameRequired })
    .trim()
    .max(CONTACT_NAME_MAX, ADMIN_MESSAGE_TEXT.nameTooLong),
  email: z.string({ error: MESSAGES.invalidEmail }).max(1_000, MESSAGES.invalidEmail),
  message: z
    .string({ error: ADMIN_MESSAGE_TEXT.messageRequired })
    .trim()
    .max(CONTACT_MESSAGE_MAX, ADMIN_MESSAGE_TEXT.messageTooLong),
  website: z.string().max(1_000).optional(),
});

const sent = { message: ADMIN_MESSAGE_TEXT.contactSent };

@ApiTags('contact')
@Controller('api/contact')
export class ContactController {
  constructor(
    private readonly runner: CommandRunner,
    private readonly limits: RateLimits,
  ) {}

  /** Contact Us: kept for the administrators and emailed to them. A filled honeypot is answered alike and keeps nothing. */
  @Post()
  @HttpCode(202)
  @Output('Send a message to the administrators (Contact Us)', contactSent)
  @Input({ body: contactBody })
  async send(
    @Body() body: z.infer<typeof contactBody>,
    @Ctx() ctx: CommandContext,
    @Req() req: FastifyRequest,
  ): Promise<typeof sent> {
    await this.limits.checkAddress('contact', req.ip);
    if (body.website?.trim()) return sent;
    if (!body.name) throw new DomainError('validation', ADMIN_MESSAGE_TEXT.nameRequired);
    const email = emailField.safeParse(body.email);
    if (!email.success) throw new DomainError('validation', MESSAGES.invalidEmail);
    if (!body.message) throw new DomainError('validation', ADMIN_MESSAGE_TEXT.messageRequired);
    await this.runner.runOnly(sendContactMessage, { name: body.name, email: email.data, message: body.message }, ctx);
    return sent;
  }
}
