import { DomainError } from '../../common/domain-error';
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

const given = (events: QotdEvent[]) => ({
  when: (command: QotdCommand) => qotdDecider.decide(command, fold(qotdDecider, events)),
});
const cycle = (day: string): QotdCommand => ({ type: 'CycleQotd', day, now: NOW });
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof DomainError ? error.message : error;
  }
  return 'no refusal';
};

describe('SetQotdAvailability', () => {
  it('adds a question to the cycle, and adding it again changes nothing', () => {
    expect(given([]).when({ type: 'SetQotdAvailability', questionId: 4, available: true })).toEqual([added(4)]);
    expect(given([added(4)]).when({ type: 'SetQotdAvailability', questionId: 4, available: true })).toEqual([]);
  });

  it('removes a question that is not the current one', () => {
    expect(
      given([added(4), added(5), activated(5, null)]).when({
        type: 'SetQotdAvailability',
        questionId: 4,
        available: false,
      }),
    ).toEqual([removed(4)]);
  });

  describe('when the question is the current question of the day', () => {
    it("refuses to take it out of the cycle with the spec's message", () => {
      const history = [added(4), activated(4, '2026-11-21')];
      expect(refusal(() => given(history).when({ type: 'SetQotdAvailability', questionId: 4, available: false }))).toBe(
        QOTD_MESSAGES.currentCannotLeaveCycle,
      );
    });
  });
});

describe('ActivateQotd', () => {
  it('makes a question of the cycle the current one', () => {
    expect(given([added(4)]).when({ type: 'ActivateQotd', questionId: 4, now: NOW })).toEqual([activated(4, null)]);
  });

  it('refuses a question that is not in the cycle', () => {
    expect(refusal(() => given([added(4)]).when({ type: 'ActivateQotd', questionId: 7, now: NOW }))).toBe(
      QOTD_MESSAGES.notInCycle,
    );
    expect(refusal(() => given([added(7), removed(7)]).when({ type: 'ActivateQotd', questionId: 7, now: NOW }))).toBe(
      QOTD_MESSAGES.notInCycle,
    );
  });

  it('changes nothing when the question is already current', () => {
    expect(given([added(4), activated(4, null)]).when({ type: 'ActivateQotd', questionId: 4, now: NOW })).toEqual([]);
  });
});

describe('CycleQotd', () => {
  it('does nothing while the cycle is empty', () => {
    expect(given([]).when(cycle('2026-11-22'))).toEqual([]);
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
    expect(given(history).when(cycle('2026-11-22'))).toEqual([activated(3, '2026-11-22')]);
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
    expect(given(history).when(cycle('2026-11-22'))).toEqual([activated(1, '2026-11-22')]);
    expect(given([added(9), added(8), activated(9, null)]).when(cycle('2026-11-22'))).toEqual([
      activated(8, '2026-11-22'),
    ]);
  });

  it('never chooses the current question again when another is available', () => {
    expect(given([added(1), added(2), activated(2, '2026-11-21')]).when(cycle('2026-11-22'))).toEqual([
      activated(1, '2026-11-22'),
    ]);
  });

  it('keeps the only question of the cycle current without choosing it again', () => {
    expect(given([added(1), activated(1, '2026-11-21')]).when(cycle('2026-11-22'))).toEqual([]);
  });

  it('changes nothing on a second run on the same day', () => {
    const history = [added(1), added(2), activated(1, '2026-11-22')];
    expect(given(history).when(cycle('2026-11-22'))).toEqual([]);
    expect(given(history).when(cycle('2026-11-23'))).toEqual([activated(2, '2026-11-23')]);
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
    expect(given([added(4), added(5), activated(5, '2026-11-21')]).when(withdraw(4))).toEqual([removed(4)]);
  });

  it('changes nothing for a question that is not in the cycle', () => {
    expect(given([added(4), removed(4)]).when(withdraw(4))).toEqual([]);
  });

  describe('when the question is the current question of the day', () => {
    it('makes the next question of the cycle current first, then takes it out', () => {
      expect(given([added(4), added(5), activated(4, '2026-11-21')]).when(withdraw(4))).toEqual([
        activated(5, null),
        removed(4),
      ]);
    });

    it('takes it out even when no other question could take its place', () => {
      expect(given([added(4), activated(4, '2026-11-21')]).when(withdraw(4))).toEqual([removed(4)]);
    });
  });
});
