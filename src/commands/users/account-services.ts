import { randomInt } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { type Clock, CLOCK } from '../../common/clock';
import { DomainError } from '../../common/domain-error';
import { WrongSecretError } from '../../common/wrong-secret';
import { HANDLE_MAX, HANDLE_MIN, HANDLES_TAKEN, handleName, legacyHandleHolders } from '../../contracts/member-handles';
import { MESSAGES } from '../../contracts/messages';
import { emailReservationStream, userStream, usernameReservationStream } from '../../events/streams';
import { CredentialsRepository } from '../../infra/accounts/credentials.repository';
import { decoyCredential, hashPassword, verifyPassword } from '../../infra/accounts/passwords';
import { ResetCodesRepository } from '../../infra/accounts/reset-codes.repository';
import { SessionsRepository } from '../../infra/accounts/sessions.repository';
import type { AppendResult, EventStore } from '../../infra/event-store/event-store.port';
import { WriteKeysRepository } from '../../infra/event-store/write-keys.repository';
import type { JobQueue } from '../../infra/jobs/job-queue.port';
import { ACCOUNTS_QUEUE } from '../../infra/jobs/queues';
import { EVENT_STORE, JOB_QUEUE } from '../../infra/tokens';
import type { CommandContext } from '../command-context';
import { reservationDecider } from '../reservations/reservation.decider';
import { StreamWriter } from '../stream-writer';
import { SEND_RESET_CODE, type SendResetCodeJob } from './send-reset-code.job';
import { type UserCommand, userDecider, type UserState } from './users.decider';

/** The user stream and the reservation streams, as the user commands use them. */
@Injectable()
export class UserStreams {
  constructor(
    private readonly writer: StreamWriter,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  decide(uid: number, command: UserCommand, context: CommandContext) {
    return this.writer.decide(userStream(uid), userDecider, command, context);
  }

  state(uid: number): Promise<UserState> {
    return this.writer.read(userStream(uid), userDecider);
  }

  /**
   * The account that holds this email, read from its reservation stream (always current). A
   * reservation is final once its account is registered: one left by a signup that stopped in
   * between names no account.
   */
  async uidForEmail(email: string): Promise<number | null> {
    const { holder } = await this.writer.read(emailReservationStream(email), reservationDecider);
    return holder !== null && (await this.isRegistered(holder)) ? holder : null;
  }

  /** Whether the account's stream starts with its registration (the first event of an account is always that). */
  private async isRegistered(uid: number): Promise<boolean> {
    const [first] = await this.store.readStream(userStream(uid), { maxCount: 1 });
    return first?.type === 'UserRegistered';
  }

  /**
   * Reserves an email for a new account. A reservation whose signup stopped before registering (a
   * crash) is taken over, once that signup is marked abandoned: should it still be running, it can
   * no longer register, so the email never ends up with two accounts, nor with none for good.
   */
  async reserveEmail(email: string, uid: number, context: CommandContext) {
    const stream = emailReservationStream(email);
    const { holder } = await this.writer.read(stream, reservationDecider);
    const abandoned =
      holder !== null &&
      holder !== uid &&
      !(await this.isRegistered(holder)) &&
      (await this.abandonRegistration(holder, context));
    const replacing = abandoned ? holder : undefined;
    return this.writer.decide(
      stream,
      reservationDecider,
      { type: 'Reserve', kind: 'email', uid, takenMessage: MESSAGES.emailTaken, replacing },
      context,
    );
  }

  /** Whether the signup of `uid` never registered, and now never will. */
  private async abandonRegistration(uid: number, context: CommandContext): Promise<boolean> {
    const { state } = await this.decide(uid, { type: 'AbandonRegistration', uid }, context);
    return state.abandoned;
  }

  releaseEmail(email: string, uid: number, context: CommandContext) {
    return this.writer.decide(
      emailReservationStream(email),
      reservationDecider,
      { type: 'Release', kind: 'email', uid },
      context,
    );
  }

  reserveUsername(username: string, uid: number, context: CommandContext) {
    return this.writer.decide(
      usernameReservationStream(username),
      reservationDecider,
      { type: 'Reserve', kind: 'username', uid, takenMessage: MESSAGES.usernameTaken },
      context,
    );
  }

  releaseUsername(username: string, uid: number, context: CommandContext) {
    return this.writer.decide(
      usernameReservationStream(username),
      reservationDecider,
      { type: 'Release', kind: 'username', uid },
      context,
    );
  }

  /**
   * Draws a handle for a new account and reserves its name like a username, so that no two
   * members share one: a handle taken already, or derived for an account from before handles were
   * drawn, is drawn again. The reservation is never released (old bylines keep the handle).
   */
  async reserveHandle(
    uid: number,
    context: CommandContext,
    draw = drawHandle,
  ): Promise<{ handle: number; appended: AppendResult | null }> {
    for (let attempt = 0; attempt < HANDLE_DRAWS; attempt++) {
      const handle = draw();
      if (await this.heldByEarlierAccount(handle, uid)) continue;
      try {
        return { handle, appended: (await this.reserveUsername(handleName(handle), uid, context)).appended };
      } catch (error) {
        if (!(error instanceof DomainError && error.code === 'conflict')) throw error;
      }
    }
    throw new DomainError('unavailable', HANDLES_TAKEN);
  }

  private async heldByEarlierAccount(handle: number, uid: number): Promise<boolean> {
    for (const holder of legacyHandleHolders(handle, uid)) {
      const account = await this.state(holder);
      if (account.exists && account.handle === handle) return true;
    }
    return false;
  }

  async deleteReservation(email: string): Promise<void> {
    await this.store.deleteStream(emailReservationStream(email));
  }
}

/** A six-digit handle, uniformly drawn: it carries nothing of the account (unlike one derived from its uid). */
const drawHandle = (): number => randomInt(HANDLE_MIN, HANDLE_MAX + 1);

/** Draws of a handle before signup gives up: with fewer members than a tenth of the handles, 20 taken in a row is a 1e-20 chance. */
const HANDLE_DRAWS = 20;

/** The position to wait for: the last of several appends (or none). */
export function lastPosition(...appends: (AppendResult | null)[]): AppendResult['position'] | null {
  const present = appends.filter((a): a is AppendResult => a !== null);
  return present.length > 0 ? present[present.length - 1]!.position : null;
}

/**
 * Logging in and the password reset's two steps: each checks a secret and answers with the account, or hands the
 * request to a job. They record at most a side note (a rehashed password, a reset asked or verified) that no screen
 * waits for, so they are not declared writes, and are answered without waiting for the read model.
 */
@Injectable()
export class AccountAccess {
  constructor(
    private readonly users: UserStreams,
    private readonly credentials: CredentialsRepository,
    private readonly codes: ResetCodesRepository,
    private readonly sessions: SessionsRepository,
    private readonly writeKeys: WriteKeysRepository,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Checks credentials; succeeds with the account's id or fails with the spec's message. */
  async logIn(email: string, password: string, context: CommandContext): Promise<{ uid: number }> {
    const uid = await this.users.uidForEmail(email);
    const stored = (uid !== null ? await this.credentials.find(uid) : null) ?? (await decoyCredential());
    const { ok, needsUpgrade } = await verifyPassword(password, stored);
    if (!ok || uid === null) throw new WrongSecretError('unauthenticated', MESSAGES.loginFailed);
    if (needsUpgrade) {
      await this.credentials.save(uid, await hashPassword(password));
      await this.users.decide(
        uid,
        { type: 'RecordPasswordChange', via: 'legacy-upgrade' },
        { ...context, actorId: uid },
      );
    }
    return { uid };
  }

  /**
   * Hands the request to a job (sendResetCode) without looking the email up: the request does the
   * same work, and so takes as long, whether or not the email has an account. It appends no event
   * itself, so its Idempotency-Key is recorded around the enqueue: a retried request sends no second code.
   */
  async requestPasswordReset(email: string, context: CommandContext): Promise<void> {
    const job: SendResetCodeJob = { email, context };
    await this.writeKeys.recordedAround(() => this.jobs.enqueue(ACCOUNTS_QUEUE, SEND_RESET_CODE, job));
  }

  /** Opens the account to whoever holds a valid emailed code, to set a new password. */
  async verifyResetCode(email: string, code: string, context: CommandContext): Promise<{ uid: number }> {
    const uid = await this.users.uidForEmail(email);
    const valid = uid !== null && (await this.codes.consume(uid, code, this.clock.now()));
    if (!valid) throw new WrongSecretError('validation', MESSAGES.resetCodeInvalid);
    // Whoever reads the account's email is taken for its owner: every session opened before (one
    // a stranger may hold) ends now, and the new one can do nothing until it sets a new password.
    await this.sessions.deleteOthers(uid, null);
    await this.users.decide(uid, { type: 'RecordResetVerified' }, { ...context, actorId: uid });
    return { uid };
  }
}
