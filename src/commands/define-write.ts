import type { ProjectionName } from '../common/projection-names';
import type { GlobalPosition } from '../infra/event-store/event-store.port';
import type { CommandContext } from './command-context';
import type { Decider } from './decider';
import type { DecisionResult, StreamWriter } from './stream-writer';

/** What every write answers at least: where its last event is (null: it appended none), for read-your-writes. */
export interface Written {
  position: GlobalPosition | null;
}

/** One write, declared beside its decider: everything the one runner needs to run it and answer. */
export interface WriteDefinition<Input, Command, State, Event extends { type: string; data: unknown }, Answer> {
  /** As timings and the code map name it. */
  name: string;
  decider: Decider<Command, State, Event>;
  /** The stream the decision is made in. */
  stream: (input: Input) => string;
  /** The decider's command: the caller's input, at `now` (the one clock's, read once per write). */
  command: (input: Input, now: Date) => Command;
  /** What the next screen reads: the answer waits (bounded) until these projections have passed the write. */
  nextReads: readonly ProjectionName[];
  /** What the caller is answered besides the position; nothing when not given. */
  answer?: (decision: DecisionResult<State>, input: Input) => Answer;
}

/** A declared write, as the runner takes it: its types are checked where it is declared. */
export interface Write<Input, Answer = object> {
  readonly name: string;
  readonly nextReads: readonly ProjectionName[];
  decide(writer: StreamWriter, input: Input, context: CommandContext, now: Date): Promise<Answer & Written>;
}

/** Declares a write: read and fold its stream, decide, append at the read revision, answer (see CommandRunner.run). */
export function defineWrite<Input, Command, State, Event extends { type: string; data: unknown }, Answer = object>(
  definition: WriteDefinition<Input, Command, State, Event, Answer>,
): Write<Input, Answer> {
  return {
    name: definition.name,
    nextReads: definition.nextReads,
    async decide(writer, input, context, now) {
      const decision = await writer.decide(
        definition.stream(input),
        definition.decider,
        definition.command(input, now),
        context,
      );
      const answer = definition.answer ? definition.answer(decision, input) : ({} as Answer);
      return { ...answer, position: decision.appended?.position ?? null };
    },
  };
}
