import { randomInt } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '../../common/domain-error';
import { HANDLE_MAX, HANDLE_MIN, HANDLES_TAKEN, handleName, legacyHandleHolders } from '../../contracts/member-handles';
import { MESSAGES } from '../../contracts/messages';
import { emailReservationStream, userStream, usernameReservationStream } from '../../events/streams';
import type { AppendResult, EventStore } from '../../infra/event-store/event-store.port';
import { EVENT_STORE } from '../../infra/tokens';
import type { CommandContext } from '../command-context';
import { reservationDecider } from '../reservations/reservation.decider';
import { StreamWriter } from '../stream-writer';
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
