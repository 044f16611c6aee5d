import { DomainError } from '../../common/domain-error';
import type { ReservationEvent } from '../../events/users/users.events';
import type { Decider } from '../decider';

export type ReservationKind = 'email' | 'username' | 'expert-slug';
export interface ReservationState {
  holder: number | null;
}
/** `replacing` (Reserve): a holder whose signup was abandoned before it registered; its reservation is taken over. */
export type ReservationCommand =
  | { type: 'Reserve'; kind: ReservationKind; uid: number; takenMessage: string; replacing?: number }
  | { type: 'Release'; kind: ReservationKind; uid: number };

function evolve(_state: ReservationState, event: ReservationEvent): ReservationState {
  return { holder: event.type === 'ValueReserved' ? event.data.uid : null };
}

function decide(command: ReservationCommand, state: ReservationState): ReservationEvent[] {
  if (command.type === 'Reserve') {
    if (state.holder === command.uid) return [];
    const reserved: ReservationEvent = { type: 'ValueReserved', data: { kind: command.kind, uid: command.uid } };
    if (state.holder === null) return [reserved];
    if (state.holder === command.replacing)
      return [{ type: 'ValueReleased', data: { kind: command.kind, uid: state.holder } }, reserved];
    throw new DomainError('conflict', command.takenMessage);
  }
  return state.holder === command.uid
    ? [{ type: 'ValueReleased', data: { kind: command.kind, uid: command.uid } }]
    : [];
}

export const reservationDecider: Decider<ReservationCommand, ReservationState, ReservationEvent> = {
  initialState: () => ({ holder: null }),
  evolve,
  decide,
};
