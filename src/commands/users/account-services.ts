import { Inject, Injectable } from '@nestjs/common';
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

  /** The account that holds this email, read from its reservation stream (always current). */
  async uidForEmail(email: string): Promise<number | null> {
    const state = await this.writer.read(emailReservationStream(email), reservationDecider);
    return state.holder;
  }

  reserveEmail(email: string, uid: number, context: CommandContext) {
    return this.writer.decide(
      emailReservationStream(email),
      reservationDecider,
      { type: 'Reserve', kind: 'email', uid, takenMessage: MESSAGES.emailTaken },
      context,
    );
  }

  releaseEmail(email: string, uid: number, context: CommandContext) {
    return this.writer.decide(emailReservationStream(email), reservationDecider, { type: 'Release', kind: 'email', uid }, context);
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
    return this.writer.decide(usernameReservationStream(username), reservationDecider, { type: 'Release', kind: 'username', uid }, context);
  }

  async deleteReservation(email: string): Promise<void> {
    await this.store.deleteStream(emailReservationStream(email));
  }
}

/** The position to wait for: the last of several appends (or none). */
export function lastPosition(...appends: (AppendResult | null)[]): AppendResult['position'] | null {
  const present = appends.filter((a): a is AppendResult => a !== null);
  return present.length > 0 ? present[present.length - 1]!.position : null;
}
