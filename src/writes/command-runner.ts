import { performance } from 'node:perf_hooks';
import { Inject, Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { CommandContext } from '../commands/command-context';
import type { Write, Written } from '../commands/define-write';
import { StreamWriter } from '../commands/stream-writer';
import { type Clock, CLOCK } from '../common/clock';
import type { GlobalPosition } from '../infra/event-store/event-store.port';
import { noteTiming } from '../common/request-timings';
import { currentWriteScope } from '../common/write-scope';
import { projectionsNamed } from './projections-named';
import type { Projection } from '../projections/projection';
import { ProjectionProgress } from '../projections/progress';

export type { Written } from '../commands/define-write';

/**
 * The write is stored but the read model could not be asked how far it got (the database went away
 * after the append): the request answers as usual, with 202 for "saved, on its way".
 */
function markLagging(): false {
  const scope = currentWriteScope();
  if (scope) scope.lagging = true;
  return false;
}

/** How long a request waits for its own writes to show in the read model before answering anyway. */
const READ_YOUR_WRITES_MS = 2_000;

/**
 * Read-your-writes in one call: runs a command, then waits (bounded) until the projections that the
 * next screen reads (the nextReads its defineWrite declares) have passed the position it returned, so
 * whatever the caller reads next already shows the change; the rest catch up behind it.
 */
@Injectable()
export class CommandRunner {
  constructor(
    private readonly progress: ProjectionProgress,
    private readonly writer: StreamWriter,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly modules: ModuleRef,
  ) {}

  /** What a declared write's `prepare` may use (see WriteTools). */
  private get tools() {
    return {
      writer: this.writer,
      read: this.writer.read.bind(this.writer),
      get: <T>(token: symbol | (abstract new (...args: never[]) => T)): T => this.modules.get(token, { strict: false }),
    };
  }

  /** Runs a declared write (see defineWrite) and waits for what it says the next screen reads. */
  async run<I, A>(write: Write<I, A>, input: I, context: CommandContext): Promise<A & Written> {
    return (await this.runAndWait(write, input, context)).result;
  }

  /**
   * Runs a declared write without waiting for the read model: for a caller that waits once after many (a seeder), or a
   * job, which decides at the time it runs for (`now`).
   */
  runOnly<I, A>(write: Write<I, A>, input: I, context: CommandContext, now = this.clock.now()): Promise<A & Written> {
    return write.decide(this.tools, input, context, now);
  }

  /** As run, also telling whether the read model caught up within `timeoutMs`. */
  runAndWait<I, A>(
    write: Write<I, A>,
    input: I,
    context: CommandContext,
    timeoutMs = READ_YOUR_WRITES_MS,
  ): Promise<{ result: A & Written; caughtUp: boolean }> {
    return this.timed(() => this.runOnly(write, input, context), projectionsNamed(write.nextReads), timeoutMs);
  }

  /**
   * Waits (at most `timeoutMs`) until what the next screen reads after a declared `write` has passed `position`: for
   * a caller that ran several with runOnly and waits once, after the last.
   */
  waitForNextReads(
    write: Pick<Write<never>, 'nextReads'>,
    position: GlobalPosition,
    timeoutMs: number,
  ): Promise<boolean> {
    return this.progress.waitFor(position, timeoutMs, projectionsNamed(write.nextReads));
  }

  private async timed<R extends Written>(
    write: () => Promise<R>,
    nextReads: readonly Projection[],
    timeoutMs: number,
  ): Promise<{ result: R; caughtUp: boolean }> {
    const started = performance.now();
    const result = await write();
    const executed = performance.now();
    noteTiming('command', executed - started);
    if (result.position === null) return { result, caughtUp: true };
    const caughtUp = await this.progress.waitFor(result.position, timeoutMs, nextReads).catch(() => markLagging());
    noteTiming('next-reads', performance.now() - executed);
    return { result, caughtUp };
  }
}
