import type { ProjectionName } from '../common/projection-names';
import type { GlobalPosition } from '../infra/event-store/event-store.port';
import type { CommandContext } from './command-context';
import type { Decider } from './decider';
import type { DecisionResult, StreamWriter } from './stream-writer';

/** What every write answers at least: where its last event is (null: it appended none), for read-your-writes. */
export interface Written {
  position: GlobalPosition | null;
}

/** What a write's `prepare` may use: other streams' folded state, and the ports the read model offers. */
export interface WriteTools {
  read: StreamWriter['read'];
  /** A provider by its token (a port such as BLOCK_RECORDS): what the handlers had injected. */
  get<T>(token: symbol | (abstract new (...args: never[]) => T)): T;
}

/** What a write's `then` step may use besides WriteTools: the stream writer, for a second stream's decision. */
export interface StepTools extends WriteTools {
  writer: StreamWriter;
}

/** What the write's own decision came to, for its `answer` and its `then` step. */
export interface Decided<Input, State, Prepared> {
  decision: DecisionResult<State>;
  input: Input;
  prepared: Prepared;
  now: Date;
}

/** One write, declared beside its decider: everything the one runner needs to run it and answer. */
export interface WriteDefinition<
  Input,
  Command,
  State,
  Event extends { type: string; data: unknown },
  Answer,
  Prepared = undefined,
> {
  /** As timings and the code map name it. */
  name: string;
  decider: Decider<Command, State, Event>;
  /** The stream the decision is made in (a held reply's is its post's, which `prepare` finds). */
  stream: (input: Input, prepared: Prepared) => string;
  /**
   * Only where a write has real extra steps (a new id, another stream's facts, a port's answer): done once, before
   * the decision (and not again when a conflict retries it).
   */
  prepare?: (input: Input, tools: WriteTools, context: CommandContext) => Promise<Prepared>;
  /** The decider's command: the caller's input (and what `prepare` found), at `now` (the one clock's). */
  command: (input: Input, now: Date, prepared: Prepared, context: CommandContext) => Command;
  /** What the next screen reads: the answer waits (bounded) until these projections have passed the write. */
  nextReads: readonly ProjectionName[];
  /** What the caller is answered besides the position; nothing when not given. */
  answer?: (decision: DecisionResult<State>, input: Input, prepared: Prepared, now: Date) => Answer;
  /**
   * The stream's id was just drawn from a sequence (in `prepare`), so it cannot exist yet: the first attempt decides
   * without reading it (see StreamWriter.decide).
   */
  fresh?: (input: Input, prepared: Prepared) => boolean;
  /** Gives back what `prepare` took (a new member's pace counts) when the decision is refused. */
  refused?: (prepared: Prepared) => Promise<void>;
  /**
   * Only where the write goes on once its decision is stored (a removed question leaves the question-of-the-day
   * cycle, a message is emailed): the position it returns, the later one, covers both for read-your-writes. Should the
   * process stop in between, the decision stands without it.
   */
  then?: (
    decided: Decided<Input, State, Prepared>,
    tools: StepTools,
    context: CommandContext,
  ) => Promise<GlobalPosition | null | void>;
}

/** A declared write, as the runner takes it: its types are checked where it is declared. */
export interface Write<Input, Answer = object> {
  readonly name: string;
  readonly nextReads: readonly ProjectionName[];
  decide(tools: StepTools, input: Input, context: CommandContext, now: Date): Promise<Answer & Written>;
}

/** Declares a write: read and fold its stream, decide, append at the read revision, answer (see CommandRunner.run). */
export function defineWrite<
  Input,
  Command,
  State,
  Event extends { type: string; data: unknown },
  Answer = object,
  Prepared = undefined,
>(definition: WriteDefinition<Input, Command, State, Event, Answer, Prepared>): Write<Input, Answer> {
  return {
    name: definition.name,
    nextReads: definition.nextReads,
    async decide(tools, input, context, now) {
      const prepared = definition.prepare ? await definition.prepare(input, tools, context) : (undefined as Prepared);
      const decision = await tools.writer
        .decide(
          definition.stream(input, prepared),
          definition.decider,
          definition.command(input, now, prepared, context),
          context,
          { fresh: definition.fresh?.(input, prepared) ?? false },
        )
        .catch(async (error: unknown) => {
          await definition.refused?.(prepared);
          throw error;
        });
      const answer = definition.answer ? definition.answer(decision, input, prepared, now) : ({} as Answer);
      const followed = definition.then
        ? await definition.then({ decision, input, prepared, now }, tools, context)
        : null;
      return { ...answer, position: followed ?? decision.appended?.position ?? null };
    },
  };
}
