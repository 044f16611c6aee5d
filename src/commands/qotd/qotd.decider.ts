import { DomainError } from '../../common/domain-error';
import { QOTD_MESSAGES } from '../../contracts/qotd';
import type { QotdEvent } from '../../events/qotd/qotd.events';
import type { Decider } from '../decider';
import type { GlobalPosition } from '../../infra/event-store/event-store.port';
import { postStream, qotdStream } from '../../events/streams';
import { contentPresence } from '../content-presence';
import type { CommandContext } from '../command-context';
import { defineWrite, type StepTools } from '../define-write';

export interface CycleEntry {
  timesUsed: number;
  lastUsed: string | null;
}

export interface QotdState {
  /** The questions in the cycle, by id. */
  cycle: ReadonlyMap<number, CycleEntry>;
  current: number | null;
  /** The last day the daily job chose a question for: a second run that day changes nothing. */
  lastCycledDay: string | null;
}

export type QotdCommand =
  | { type: 'SetQotdAvailability'; questionId: number; available: boolean }
  | { type: 'ActivateQotd'; questionId: number; now: Date }
  | { type: 'CycleQotd'; day: string; now: Date }
  /** The question was removed by the moderators. */
  | { type: 'WithdrawQuestion'; questionId: number; now: Date };

/** The next question for the cycle: least used first, then the longest unused (never used first), then the oldest. */
export function nextInCycle(state: QotdState): number | null {
  const candidates = [...state.cycle].filter(([id]) => id !== state.current);
  candidates.sort(
    ([idA, a], [idB, b]) => a.timesUsed - b.timesUsed || compareLastUsed(a.lastUsed, b.lastUsed) || idA - idB,
  );
  return candidates[0]?.[0] ?? null;
}

const compareLastUsed = (a: string | null, b: string | null) =>
  a === b ? 0 : a === null ? -1 : b === null ? 1 : a < b ? -1 : 1;

const activated = (questionId: number, day: string | null, now: Date): QotdEvent => ({
  type: 'QotdActivated',
  data: { questionId, day, activatedAt: now.toISOString() },
});

function decide(command: QotdCommand, state: QotdState): QotdEvent[] {
  switch (command.type) {
    case 'SetQotdAvailability': {
      const inCycle = state.cycle.has(command.questionId);
      if (command.available === inCycle) return [];
      if (command.available) return [{ type: 'QuestionAddedToQotdCycle', data: { questionId: command.questionId } }];
      if (state.current === command.questionId)
        throw new DomainError('conflict', QOTD_MESSAGES.currentCannotLeaveCycle);
      return [{ type: 'QuestionRemovedFromQotdCycle', data: { questionId: command.questionId } }];
    }
    case 'ActivateQotd': {
      if (!state.cycle.has(command.questionId)) throw new DomainError('conflict', QOTD_MESSAGES.notInCycle);
      if (state.current === command.questionId) return [];
      return [activated(command.questionId, null, command.now)];
    }
    case 'CycleQotd': {
      if (state.lastCycledDay !== null && state.lastCycledDay >= command.day) return [];
      const next = nextInCycle(state);
      return next === null ? [] : [activated(next, command.day, command.now)];
    }
    case 'WithdrawQuestion': {
      if (!state.cycle.has(command.questionId)) return [];
      // A removed question must not stay the question of the day: the next of the cycle takes its
      // place first, so that the current question stays one of the cycle where another exists.
      const next = state.current === command.questionId ? nextInCycle(state) : null;
      const withdrawn: QotdEvent = { type: 'QuestionRemovedFromQotdCycle', data: { questionId: command.questionId } };
      return next === null ? [withdrawn] : [activated(next, null, command.now), withdrawn];
    }
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

function evolve(state: QotdState, event: QotdEvent): QotdState {
  const cycle = new Map(state.cycle);
  switch (event.type) {
    case 'QuestionAddedToQotdCycle':
      cycle.set(event.data.questionId, { timesUsed: 0, lastUsed: null });
      return { ...state, cycle };
    case 'QuestionRemovedFromQotdCycle':
      cycle.delete(event.data.questionId);
      return { ...state, cycle };
    case 'QotdActivated': {
      const entry = cycle.get(event.data.questionId) ?? { timesUsed: 0, lastUsed: null };
      cycle.set(event.data.questionId, { timesUsed: entry.timesUsed + 1, lastUsed: event.data.activatedAt });
      return { cycle, current: event.data.questionId, lastCycledDay: event.data.day ?? state.lastCycledDay };
    }
  }
}

export const qotdDecider: Decider<QotdCommand, QotdState, QotdEvent> = {
  initialState: () => ({ cycle: new Map(), current: null, lastCycledDay: null }),
  evolve,
  decide,
};

/** An administrator makes a question the question of the day now. */
export const activateQotd = defineWrite({
  name: 'ActivateQotd',
  decider: qotdDecider,
  stream: (_input: { questionId: number }) => qotdStream(),
  command: ({ questionId }, now): QotdCommand => ({ type: 'ActivateQotd', questionId, now }),
  nextReads: ['qotd'],
});

/** An administrator puts a question in the cycle of questions of the day (`available`), or takes it out. */
export const setQotdAvailability = defineWrite({
  name: 'SetQotdAvailability',
  decider: qotdDecider,
  stream: (_input: { questionId: number; available: boolean }) => qotdStream(),
  prepare: async ({ questionId }, { read }) => {
    const question = await read(postStream('qnas', questionId), contentPresence);
    if (question.post !== 'present') throw new DomainError('not_found', QOTD_MESSAGES.questionNotFound);
  },
  command: ({ questionId, available }): QotdCommand => ({ type: 'SetQotdAvailability', questionId, available }),
  nextReads: ['qotd'],
});

/** The daily job moves the cycle on: `day` is YYYY-MM-DD, and a second run that day does nothing. */
export const cycleQotd = defineWrite({
  name: 'CycleQotd',
  decider: qotdDecider,
  stream: (_input: { day: string }) => qotdStream(),
  command: ({ day }, now): QotdCommand => ({ type: 'CycleQotd', day, now }),
  // A job's write: no screen follows it.
  nextReads: [],
  answer: ({ state }) => ({ questionId: state.current }),
});

/**
 * A removed or deleted question also leaves the question-of-the-day cycle: the `then` step of both, appended after
 * the removal, so its position covers both; were it to fail, the removed question still shows nowhere.
 */
export async function withdrawQuestion(
  { writer }: StepTools,
  questionId: number,
  now: Date,
  context: CommandContext,
): Promise<GlobalPosition | null> {
  const { appended } = await writer.decide(
    qotdStream(),
    qotdDecider,
    { type: 'WithdrawQuestion', questionId, now },
    context,
  );
  return appended?.position ?? null;
}
