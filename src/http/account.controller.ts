import { TrustQueries } from '../projections/trust/trust.queries';
import type { OwnHeldItem } from '../contracts/holds';
import { ownHeldItems } from './responses/holds.responses';
import { Body, Controller, Delete, Get, HttpCode, Inject, Patch, Put, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CLOCK, type Clock } from '../common/clock';
import { DomainError } from '../common/domain-error';
import { type AccountExport, accountExportFileName } from '../contracts/account-export';
import type { Config } from '../config/config';
import {
  GENDERS,
  type HistoryItem,
  MARITAL_STATUSES,
  MAX_CHILDREN,
  type Profile,
  STATES_OF_RESIDENCE,
  USERNAME_MAX,
} from '../contracts/members';
import { MESSAGES } from '../contracts/messages';
import type { CommandContext } from '../commands/command-context';
import { deleteAccount } from '../commands/users/account-deletion.decider';
import { completeTutorial, dismissUsernameInvite } from '../commands/users/users.decider';
import { type PasswordChange, updateAccount } from '../commands/users/account-writes';
import type { ProfileChanges } from '../commands/users/users.decider';
import { SessionsRepository } from '../infra/accounts/sessions.repository';
import { CONFIG } from '../infra/tokens';
import { AccountExportQueries } from '../projections/account-export/account-export.queries';
import { HistoryQueries } from '../projections/history/history.queries';
import { CommandRunner } from '../writes/command-runner';
import { UsersQueries } from '../projections/users/users.queries';
import { Auth } from './guards/auth.guard';
import { BeforeNewPassword } from './guards/new-password-first.guard';
import { Input } from './input';
import { Output } from './output';
import { accountExport } from './responses/account.responses';
import { historyReply, profileReply } from './responses/members.responses';
import { RateLimits } from './rate-limits';
import { Ctx, CurrentSession, type RequestSession } from './request-context';
import { newPasswordField, passwordField } from './schemas';
import { clearSessionCookie } from './session-cookies';

// A blank field keeps the stored value (the spec's rule); null clears an optional one.
const blankIsKeep = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
const updateBody = z.object({
  // A bound against abuse: the username rules (src/contracts/username-rules) say the exact limits.
  username: blankIsKeep(
    z
      .string()
      .trim()
      .max(USERNAME_MAX * 4, MESSAGES.usernameTooLong),
  ),
  gender: blankIsKeep(z.enum(GENDERS).nullable()),
  stateReside: blankIsKeep(z.enum(STATES_OF_RESIDENCE).nullable()),
  maritalStatus: blankIsKeep(z.enum(MARITAL_STATUSES).nullable()),
  numChildren: blankIsKeep(
    z.number().int('Number of children must be a whole number.').min(0).max(MAX_CHILDREN).nullable(),
  ),
  newPassword: blankIsKeep(newPasswordField),
  currentPassword: blankIsKeep(passwordField),
});
/**
 * The password change a PATCH asks for, if any. A session opened by a reset code may set a new
 * password and nothing else; any other session proves the change with the current password.
 */
function passwordChangeOf(
  session: RequestSession,
  newPassword: string | undefined,
  currentPassword: string | undefined,
  changes: ProfileChanges,
): PasswordChange | null {
  if (session.mustChangePassword) {
    if (newPassword === undefined || Object.values(changes).some((value) => value !== undefined))
      throw new DomainError('forbidden', MESSAGES.newPasswordFirst);
    return { newPassword, proof: 'reset-code' };
  }
  if (newPassword === undefined) return null;
  if (currentPassword === undefined) throw new DomainError('validation', MESSAGES.currentPasswordRequired);
  return { newPassword, proof: { currentPassword } };
}

const tutorialBody = z.object({ status: z.literal(1) });
const usernameInviteBody = z.object({ dismissed: z.literal(true) });
const deleteBody = z.object({ password: passwordField, removeContent: z.boolean() });

@ApiTags('account')
@Controller('api/account')
@Auth()
export class AccountController {
  constructor(
    private readonly users: UsersQueries,
    private readonly sessions: SessionsRepository,
    private readonly runner: CommandRunner,
    private readonly history: HistoryQueries,
    private readonly exports: AccountExportQueries,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(CONFIG) private readonly config: Config,
    private readonly limits: RateLimits,
    private readonly trust: TrustQueries,
  ) {}

  @Get()
  @Output('Your profile', profileReply)
  @Input({})
  async profile(@CurrentSession() session: RequestSession): Promise<{ profile: Profile }> {
    return { profile: session.user };
  }

  /**
   * Saves the profile, and a new password given with the current one (checked as a guess, like a
   * login). A session that a reset code opened sets only its new password, without the old one.
   */
  @Patch()
  @BeforeNewPassword()
  @Output('Change your profile or password (the current password proves a change of password)', profileReply)
  @Input({ body: updateBody })
  async update(
    @Body() body: z.infer<typeof updateBody>,
    @CurrentSession() session: RequestSession,
    @Ctx() ctx: CommandContext,
    @Req() req: FastifyRequest,
  ): Promise<{ profile: Profile }> {
    const { newPassword, currentPassword, ...changes } = body;
    const uid = session.user.uid;
    const password = passwordChangeOf(session, newPassword, currentPassword, changes);
    const update = () => this.runner.run(updateAccount, { uid, changes, password }, ctx);
    const { passwordChanged } =
      password && password.proof !== 'reset-code'
        ? await this.limits.guess('login', req.ip, session.user.email, update)
        : await update();
    if (passwordChanged) {
      // Other devices lose access when the password changes; this one stays logged in.
      await this.sessions.deleteOthers(uid, session.token);
      await this.sessions.clearMustChangePassword(session.token);
    }
    const profile = await this.users.profile(uid);
    if (!profile) throw new DomainError('not_found', 'No such account.');
    return { profile };
  }

  @Put('tutorial')
  @HttpCode(204)
  @Output('Mark the first-visit tutorial as done')
  @Input({ body: tutorialBody })
  async completeTutorial(@CurrentSession() session: RequestSession, @Ctx() ctx: CommandContext): Promise<void> {
    await this.runner.run(completeTutorial, { uid: session.user.uid }, ctx);
  }

  /** Closes Personal Details' invitation to choose a username, on every device: it is shown once. */
  @Put('username-invite')
  @HttpCode(204)
  @Output('Close the invitation to choose a username, on every device')
  @Input({ body: usernameInviteBody })
  async dismissUsernameInvite(@CurrentSession() session: RequestSession, @Ctx() ctx: CommandContext): Promise<void> {
    await this.runner.run(dismissUsernameInvite, { uid: session.user.uid }, ctx);
  }

  /** Posts, comments and answers, newest first (the latest 200); the author also sees what the moderators removed and what they posted under a pseudonym. */
  @Get('history')
  @Output('Your posts, comments and answers, newest first (the latest 200)', historyReply)
  @Input({})
  async listHistory(@CurrentSession() session: RequestSession): Promise<{ items: HistoryItem[] }> {
    return {
      items: await this.history.byMember(session.user.uid, undefined, { withRemoved: true, withPseudonymous: true }),
    };
  }

  /** What the member posted that waits for review ("Waiting for review") or was not published. */
  @Get('held-items')
  @Output('Your posts and replies held for review, newest first', ownHeldItems)
  @Input({})
  async heldItems(@CurrentSession() session: RequestSession): Promise<{ items: OwnHeldItem[] }> {
    return { items: await this.trust.ownHeld(session.user.uid) };
  }

  /** "Download my data": the member's profile, posts, comments, answers, votes, bookmarks and follows, as a file. */
  @Get('export')
  @Output('Download everything the site holds that you put in or chose (as a file)', accountExport)
  @Input({})
  async export(
    @CurrentSession() session: RequestSession,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AccountExport> {
    const profile = await this.users.profile(session.user.uid);
    if (!profile) throw new DomainError('not_found', 'No such account.');
    const now = this.clock.now();
    void reply.header('content-disposition', `attachment; filename="${accountExportFileName(now)}"`);
    return this.exports.forMember(profile, now);
  }

  /**
   * "Delete my account", confirmed with the password: the personal data is erased, the content
   * stays under "Deleted member" unless `removeContent`, and every session of the member ends.
   */
  @Delete()
  @HttpCode(204)
  @Output(
    'Delete your account (confirmed with the password); your content stays under "Deleted member" unless removeContent',
  )
  @Input({ body: deleteBody })
  async deleteAccount(
    @Body() body: z.infer<typeof deleteBody>,
    @CurrentSession() session: RequestSession,
    @Ctx() ctx: CommandContext,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    // The password is checked as at login, so a borrowed session cannot be used to guess it.
    await this.limits.guess('login', req.ip, session.user.email, () =>
      this.runner.run(
        deleteAccount,
        { uid: session.user.uid, password: body.password, removeContent: body.removeContent },
        ctx,
      ),
    );
    clearSessionCookie(reply, this.config.secureCookies);
  }
}
