import { Body, Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { SessionReply, SessionUser } from '../contracts/members';
import { MESSAGES } from '../contracts/messages';
import type { Config } from '../config/config';
import type { CommandContext } from '../commands/command-context';
import { AccountAccess } from '../commands/users/account-services';
import { signUp } from '../commands/users/account-writes';
import { SessionsRepository } from '../infra/accounts/sessions.repository';
import { CONFIG } from '../infra/tokens';
import { CommandRunner } from '../writes/command-runner';
import { BeforeNewPassword } from './guards/new-password-first.guard';
import { Input } from './input';
import { Output } from './output';
import { messageReply, sessionReply, userReply } from './responses/members.responses';
import { RateLimits } from './rate-limits';
import { Ctx } from './request-context';
import { emailField, newPasswordField, passwordField } from './schemas';
import { clearSessionCookie, SESSION_COOKIE } from './session-cookies';
import { SessionStarter } from './session-starter';

const signupBody = z.object({
  email: emailField,
  password: newPasswordField,
  isAdult: z.literal(true, { error: MESSAGES.ageRequired }),
});
const loginBody = z.object({
  email: z
    .string()
    .trim()
    .max(254)
    .transform((v) => v.toLowerCase()),
  password: passwordField,
});
const resetCodeBody = z.object({ email: emailField });
const resetVerifyBody = z.object({
  email: emailField,
  code: z.string().trim().min(1, 'Please enter the code from the email.').max(64),
});

/** Each route starts or ends a session rather than act in one's name: open to a session that must still set a new password. */
@ApiTags('auth')
@Controller('api/auth')
@BeforeNewPassword()
export class AuthController {
  constructor(
    private readonly access: AccountAccess,
    private readonly runner: CommandRunner,
    private readonly sessions: SessionsRepository,
    private readonly sessionStarter: SessionStarter,
    private readonly limits: RateLimits,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  @Post('signup')
  @HttpCode(201)
  @Output('Create an account (18 or older) and log in', userReply)
  @Input({ body: signupBody })
  async signup(
    @Body() body: z.infer<typeof signupBody>,
    @Ctx() ctx: CommandContext,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ user: SessionUser }> {
    await this.limits.check('signup', req.ip, body.email);
    const { uid } = await this.runner.run(signUp, { email: body.email, password: body.password }, ctx);
    return { user: await this.sessionStarter.start(req, reply, uid, false) };
  }

  @Post('login')
  @HttpCode(200)
  @Output('Log in with email and password', userReply)
  @Input({ body: loginBody })
  async login(
    @Body() body: z.infer<typeof loginBody>,
    @Ctx() ctx: CommandContext,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ user: SessionUser }> {
    const { uid } = await this.limits.guess('login', req.ip, body.email, () =>
      this.access.logIn(body.email, body.password, ctx),
    );
    return { user: await this.sessionStarter.start(req, reply, uid, false) };
  }

  @Post('logout')
  @HttpCode(200)
  @Output('Log out', sessionReply)
  @Input({})
  async logout(@Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<SessionReply> {
    const token = req.cookies[SESSION_COOKIE];
    if (token) await this.sessions.delete(token);
    clearSessionCookie(reply, this.config.secureCookies);
    return { user: null, csrfToken: req.cookies.csrf_token ?? '' };
  }

  @Post('reset-code')
  @HttpCode(202)
  @Output('Email a password reset code (the answer is the same whether or not the email has an account)', messageReply)
  @Input({ body: resetCodeBody })
  async resetCode(
    @Body() body: z.infer<typeof resetCodeBody>,
    @Ctx() ctx: CommandContext,
    @Req() req: FastifyRequest,
  ): Promise<{ message: string }> {
    await this.limits.checkResetCode(req.ip, body.email);
    await this.access.requestPasswordReset(body.email, ctx);
    return { message: MESSAGES.resetCodeSent };
  }

  @Post('reset-verify')
  @HttpCode(200)
  @Output('Log in with an emailed reset code, to set a new password', userReply)
  @Input({ body: resetVerifyBody })
  async resetVerify(
    @Body() body: z.infer<typeof resetVerifyBody>,
    @Ctx() ctx: CommandContext,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ user: SessionUser }> {
    const { uid } = await this.limits.guess('resetVerify', req.ip, body.email, () =>
      this.access.verifyResetCode(body.email, body.code, ctx),
    );
    return { user: await this.sessionStarter.start(req, reply, uid, true) };
  }
}
