import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionReply } from '../contracts/members';
import type { Config } from '../config/config';
import { CONFIG } from '../infra/tokens';
import { Input } from './input';
import { Output } from './output';
import { sessionReply } from './responses/members.responses';
import { ensureCsrfToken } from './session-cookies';
import { toSessionUser } from './session-user';

@ApiTags('auth')
@Controller('api/session')
export class SessionController {
  constructor(@Inject(CONFIG) private readonly config: Config) {}

  /** Who is logged in (or nobody), and the CSRF token for the next mutations. */
  @Get()
  @Output('Who is logged in (or nobody), and the CSRF token for the next changes', sessionReply)
  @Input({})
  current(@Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): SessionReply {
    return { user: toSessionUser(req.session), csrfToken: ensureCsrfToken(req, reply, this.config.secureCookies) };
  }
}
