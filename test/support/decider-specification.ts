import { DomainError, type DomainErrorCode } from '../../src/common/domain-error';
import { type Decider, fold } from '../../src/commands/decider';

/** What `decide` answered, asserted the given/when/then way. */
export interface Decision<Decided> {
  /** The command records exactly these events, in this order (jest equality: asymmetric matchers allowed). */
  then(expected: Decided): void;
  /** The command is accepted and records nothing (an idempotent repeat). */
  thenNothingHappened(): void;
  /** The command throws; `expected` is what jest's `toThrow` accepts. */
  thenThrows(expected?: Parameters<jest.Matchers<unknown>['toThrow']>[0]): void;
  /** The command is refused with a DomainError of this code (and message, when given). */
  thenRefuses(code: DomainErrorCode, message?: string): void;
  /** The recorded events, for an assertion the steps above do not say. */
  events(): Decided;
}

/** A decider, or a decision over its state that answers more than one stream's events (e.g. account deletion). */
type Decides<Command, State, Event, Decided> = Omit<Decider<Command, State, Event>, 'decide'> & {
  decide: (command: Command, state: State) => Decided;
};

/**
 * Given/when/then for a pure decider, after emmett's `DeciderSpecification.for(decider)`. Ours asserts with jest's
 * `expect` (its diffs and asymmetric matchers) and knows our `DomainError` refusals.
 */
export const DeciderSpecification = {
  for<Command, State, Event, Decided = Event[]>(decider: Decides<Command, State, Event, Decided>) {
    const given = (history: Event[]) => ({
      when(command: Command): Decision<Decided> {
        const decide = () => decider.decide(command, fold(decider, history));
        return {
          then: (expected) => expect(decide()).toEqual(expected),
          thenNothingHappened: () => expect(decide()).toEqual([]),
          thenThrows: (expected) => expect(decide).toThrow(expected),
          thenRefuses: (code, message) => {
            expect(decide).toThrow(DomainError);
            expect(decide).toThrow(expect.objectContaining(message === undefined ? { code } : { code, message }));
          },
          events: decide,
        };
      },
    });
    return { given };
  },
};
