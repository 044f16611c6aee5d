import { DomainError } from '../../common/domain-error';
import type { ReservationEvent } from '../../events/users/users.events';
import type { Decider } from '../decider';

export type ReservationKind = 'email' | 'username' | 'expert-slug';
export interface ReservationState {
  holder: number | null;
}
export type ReservationCommand =
  { type: 'Reserve'; kind: ReservationKind; uid: number; takenMessage: string } | { type: 'Release'; kind: ReservationKind; uid: number };

function evolve(_state: ReservationState, event: ReservationEvent): ReservationState {
  return { holder: event.type === 'ValueReserved' ? event.data.uid : null };
}

function decide(command: ReservationCommand, state: ReservationState): ReservationEvent[] {
  if (command.type === 'Reserve') {
    if (state.holder === command.uid) return [];
    if (state.holder !== null) throw new DomainError('conflict', command.takenMessage);
    return [{ type: 'ValueReserved', data: { kind: command.kind, uid: command.uid } }];
  }
  return state.holder === command.uid ? [{ type: 'ValueReleased', data: { kind: command.kind, uid: command.uid } }] : [];
}

export const reservationDecider: Decider<ReservationCommand, ReservationState, ReservationEvent> = {
  initialState: () => ({ holder: null }),
  evolve,
  decide,
};
