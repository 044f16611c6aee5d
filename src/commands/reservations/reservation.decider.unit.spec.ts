import { fold } from '../decider';
import { reservationDecider, type ReservationCommand } from './reservation.decider';
import type { ReservationEvent } from '../../events/users/users.events';

const reserve = (uid: number, replacing?: number): ReservationCommand => ({
  type: 'Reserve',
  kind: 'email',
  uid,
  takenMessage: 'taken',
  replacing,
});
const decide = (events: ReservationEvent[], command: ReservationCommand) =>
  reservationDecider.decide(command, fold(reservationDecider, events));

describe('reservation decider', () => {
  it('reserves a free value', () => {
    expect(decide([], reserve(1))).toEqual([{ type: 'ValueReserved', data: { kind: 'email', uid: 1 } }]);
  });
  it('refuses a value another account holds, with the given message', () => {
    const held: ReservationEvent[] = [{ type: 'ValueReserved', data: { kind: 'email', uid: 1 } }];
    expect(() => decide(held, reserve(2))).toThrow(expect.objectContaining({ code: 'conflict', message: 'taken' }));
  });
  it('is idempotent for the holder', () => {
    expect(decide([{ type: 'ValueReserved', data: { kind: 'email', uid: 1 } }], reserve(1))).toEqual([]);
  });
  it('frees a released value for anyone', () => {
    const released: ReservationEvent[] = [
      { type: 'ValueReserved', data: { kind: 'email', uid: 1 } },
      { type: 'ValueReleased', data: { kind: 'email', uid: 1 } },
    ];
    expect(decide(released, reserve(2))).toHaveLength(1);
  });
  it('takes over the reservation of an abandoned signup it names, and no other', () => {
    const held: ReservationEvent[] = [{ type: 'ValueReserved', data: { kind: 'email', uid: 1 } }];
    expect(decide(held, reserve(2, 1))).toEqual([
      { type: 'ValueReleased', data: { kind: 'email', uid: 1 } },
      { type: 'ValueReserved', data: { kind: 'email', uid: 2 } },
    ]);
    expect(() => decide(held, reserve(2, 3))).toThrow(expect.objectContaining({ code: 'conflict' }));
  });
  it('releases only for the holder', () => {
    expect(
      decide([{ type: 'ValueReserved', data: { kind: 'email', uid: 1 } }], { type: 'Release', kind: 'email', uid: 2 }),
    ).toEqual([]);
  });
});
