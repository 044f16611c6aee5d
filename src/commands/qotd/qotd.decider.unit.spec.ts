import { DeciderSpecification } from '../../../test/support/decider-specification';
import { QOTD_MESSAGES } from '../../contracts/qotd';
import type { QotdEvent } from '../../events/qotd/qotd.events';
import { fold } from '../decider';
import { type QotdCommand, qotdDecider } from './qotd.decider';

const NOW = new Date('2026-11-22T06:00:00.000Z');
const added = (questionId: number): QotdEvent => ({ type: 'QuestionAddedToQotdCycle', data: { questionId } });
const removed = (questionId: number): QotdEvent => ({ type: 'QuestionRemovedFromQotdCycle', data: { questionId } });
const activated = (questionId: number, day: string | null, at = NOW): QotdEvent => ({
  type: 'QotdActivated',
  data: { questionId, day, activatedAt: at.toISOString() },
});

const { given } = DeciderSpecification.for(qotdDecider);
const cycle = (day: string): QotdCommand => ({ type: 'CycleQotd', day, now: NOW });

describe('SetQotdAvailability', () => {
  it('adds a question to the cycle, and adding it again changes nothing', () => {
    given([])
      .when({ type: 'SetQotdAvailability', questionId: 4, available: true })
      .then([added(4)]);
    given([added(4)])
      .when({ type: 'SetQotdAvailability', questionId: 4, available: true })
      .thenNothingHappened();
  });

  it('removes a question that is not the current one', () => {
    given([added(4), added(5), activated(5, null)])
      .when({
        type: 'SetQotdAvailability',
        questionId: 4,
        available: false,
      })
      .then([removed(4)]);
  });

  describe('when the question is the current question of the day', () => {
    it("refuses to take it out of the cycle with the spec's message", () => {
      const history = [added(4), activated(4, '2026-11-21')];
      given(history)
        .when({ type: 'SetQotdAvailability', questionId: 4, available: false })
        .thenRefuses('conflict', QOTD_MESSAGES.currentCannotLeaveCycle);
    });
  });
});

describe('ActivateQotd', () => {
  it('makes a question of the cycle the current one', () => {
    given([added(4)])
      .when({ type: 'ActivateQotd', questionId: 4, now: NOW })
      .then([activated(4, null)]);
  });

  it('refuses a question that is not in the cycle', () => {
    given([added(4)])
      .when({ type: 'ActivateQotd', questionId: 7, now: NOW })
      .thenRefuses('conflict', QOTD_MESSAGES.notInCycle);
    given([added(7), removed(7)])
      .when({ type: 'ActivateQotd', questionId: 7, now: NOW })
      .thenRefuses('conflict', QOTD_MESSAGES.notInCycle);
  });

  it('changes nothing when the question is already current', () => {
    given([added(4), activated(4, null)])
      .when({ type: 'ActivateQotd', questionId: 4, now: NOW })
      .thenNothingHappened();
  });
});

describe('CycleQotd', () => {
  it('does nothing while the cycle is empty', () => {
    given([]).when(cycle('2026-11-22')).thenNothingHappened();
  });

  it('chooses the least used question first', () => {
    const history = [
      added(1),
      added(2),
      added(3),
      activated(1, '2026-11-19'),
      activated(2, '2026-11-20'),
      activated(1, '2026-11-21'),
    ];
    given(history)
      .when(cycle('2026-11-22'))
      .then([activated(3, '2026-11-22')]);
  });

  it('among equally used questions, chooses the one unused longest, never used first', () => {
    const early = new Date('2026-11-01T06:00:00.000Z');
    const late = new Date('2026-11-10T06:00:00.000Z');
    const history = [
      added(1),
      added(2),
      added(3),
      activated(2, '2026-11-10', late),
      activated(1, '2026-11-01', early),
      activated(3, '2026-11-11'),
    ];
    // 1 and 2 were each used once and 3 is current; 1 rested longer.
    given(history)
      .when(cycle('2026-11-22'))
      .then([activated(1, '2026-11-22')]);
    given([added(9), added(8), activated(9, null)])
      .when(cycle('2026-11-22'))
      .then([activated(8, '2026-11-22')]);
  });

  it('never chooses the current question again when another is available', () => {
    given([added(1), added(2), activated(2, '2026-11-21')])
      .when(cycle('2026-11-22'))
      .then([activated(1, '2026-11-22')]);
  });

  it('keeps the only question of the cycle current without choosing it again', () => {
    given([added(1), activated(1, '2026-11-21')])
      .when(cycle('2026-11-22'))
      .thenNothingHappened();
  });

  it('changes nothing on a second run on the same day', () => {
    const history = [added(1), added(2), activated(1, '2026-11-22')];
    given(history).when(cycle('2026-11-22')).thenNothingHappened();
    given(history)
      .when(cycle('2026-11-23'))
      .then([activated(2, '2026-11-23')]);
  });

  it('counts each use and remembers the day', () => {
    const state = fold(qotdDecider, [added(1), activated(1, '2026-11-22')]);
    expect(state.cycle.get(1)).toEqual({ timesUsed: 1, lastUsed: NOW.toISOString() });
    expect(state.current).toBe(1);
    expect(state.lastCycledDay).toBe('2026-11-22');
  });
});

describe('WithdrawQuestion', () => {
  const withdraw = (questionId: number): QotdCommand => ({ type: 'WithdrawQuestion', questionId, now: NOW });

  it('takes a removed question out of the cycle', () => {
    given([added(4), added(5), activated(5, '2026-11-21')])
      .when(withdraw(4))
      .then([removed(4)]);
  });

  it('changes nothing for a question that is not in the cycle', () => {
    given([added(4), removed(4)])
      .when(withdraw(4))
      .thenNothingHappened();
  });

  describe('when the question is the current question of the day', () => {
    it('makes the next question of the cycle current first, then takes it out', () => {
      given([added(4), added(5), activated(4, '2026-11-21')])
        .when(withdraw(4))
        .then([activated(5, null), removed(4)]);
    });

    it('takes it out even when no other question could take its place', () => {
      given([added(4), activated(4, '2026-11-21')])
        .when(withdraw(4))
        .then([removed(4)]);
    });
  });
});
