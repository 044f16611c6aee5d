import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Clock, CLOCK } from '../common/clock';
import { currentWriteScope } from '../common/write-scope';
import { DomainError } from '../common/domain-error';
import type { Config } from '../config/config';
import type { SessionUser } from '../contracts/members';
import { SessionsRepository } from '../infra/accounts/sessions.repository';
import { CONFIG } from '../infra/tokens';
import { UsersQueries } from '../projections/users/users.queries';
import { SESSION_COOKIE, setSessionCookie } from './session-cookies';

/**
 * An account cannot be logged in before the read model holds it. Its credentials were just checked
 * (or written), so it exists and its row is on the way: a signup, or a login right after an operator's
 * `admin:create`, waits for it while a slowed projector (a busy server, a long transaction elsewhere)
 * catches up, and ends in a logged-in member, not a 503.
 */
const PROFILE_WAIT_MS = 10_000;
const PROFILE_POLL_MS = 50;

/** Logs a user in on this browser: after login, signup (member or expert) and a reset code. */
@Injectable()
export class SessionStarter {
  constructor(
    private readonly sessions: SessionsRepository,
    private readonly users: UsersQueries,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** A new session on every login: any token the browser held before is discarded (no fixation). */
  async start(
    req: FastifyRequest,
    reply: FastifyReply,
    uid: number,
    mustChangePassword: boolean,
  ): Promise<SessionUser> {
    const profile = await this.projectedProfile(uid);
    if (!profile)
      throw new DomainError('unavailable', 'Your account is being set up. Please try logging in again in a moment.');
    const previous = req.cookies[SESSION_COOKIE];
    if (previous) await this.sessions.delete(previous);
    const token = await this.sessions.create(uid, this.clock.now(), mustChangePassword);
    setSessionCookie(reply, token, this.config.secureCookies);
    // The answer is kept for a repeat of the write without its cookie: the repeat starts its own session.
    const scope = currentWriteScope();
    if (scope) scope.session = { uid, mustChangePassword };
    const { email, username, usernameChosen, role, tutorialStatus } = profile;
    return { uid, email, username, usernameChosen, role, tutorialStatus, mustChangePassword };
  }

  private async projectedProfile(uid: number) {
    const deadline = Date.now() + PROFILE_WAIT_MS;
    for (;;) {
      const profile = await this.users.profile(uid);
      if (profile || Date.now() >= deadline) return profile;
      await new Promise((resolve) => setTimeout(resolve, PROFILE_POLL_MS));
    }
  }
}
