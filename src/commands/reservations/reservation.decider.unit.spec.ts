import { DeciderSpecification } from '../../../test/support/decider-specification';
import { reservationDecider, type ReservationCommand } from './reservation.decider';
import type { ReservationEvent } from '../../events/users/users.events';

const reserve = (uid: number, replacing?: number): ReservationCommand => ({
  type: 'Reserve',
  kind: 'email',
  uid,
  takenMessage: 'taken',
  replacing,
});
const { given } = DeciderSpecification.for(reservationDecider);

describe('reservation decider', () => {
  it('reserves a free value', () => {
    given([])
      .when(reserve(1))
      .then([{ type: 'ValueReserved', data: { kind: 'email', uid: 1 } }]);
  });
  it('refuses a value another account holds, with the given message', () => {
    const held: ReservationEvent[] = [{ type: 'ValueReserved', data: { kind: 'email', uid: 1 } }];
    given(held).when(reserve(2)).thenRefuses('conflict', 'taken');
  });
  it('is idempotent for the holder', () => {
    given([{ type: 'ValueReserved', data: { kind: 'email', uid: 1 } }])
      .when(reserve(1))
      .thenNothingHappened();
  });
  it('frees a released value for anyone', () => {
    const released: ReservationEvent[] = [
      { type: 'ValueReserved', data: { kind: 'email', uid: 1 } },
      { type: 'ValueReleased', data: { kind: 'email', uid: 1 } },
    ];
    expect(given(released).when(reserve(2)).events()).toHaveLength(1);
  });
  it('takes over the reservation of an abandoned signup it names, and no other', () => {
    const held: ReservationEvent[] = [{ type: 'ValueReserved', data: { kind: 'email', uid: 1 } }];
    given(held)
      .when(reserve(2, 1))
      .then([
        { type: 'ValueReleased', data: { kind: 'email', uid: 1 } },
        { type: 'ValueReserved', data: { kind: 'email', uid: 2 } },
      ]);
    given(held).when(reserve(2, 3)).thenRefuses('conflict');
  });
  it('releases only for the holder', () => {
    given([{ type: 'ValueReserved', data: { kind: 'email', uid: 1 } }])
      .when({ type: 'Release', kind: 'email', uid: 2 })
      .thenNothingHappened();
  });
});
