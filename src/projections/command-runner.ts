import { Injectable } from '@nestjs/common';
import { type Command, CommandBus } from '@nestjs/cqrs';
import type { GlobalPosition } from '../infra/event-store/event-store.port';
import { ProjectionProgress } from './progress';

/** What a command that appends events answers: where its last event is, or null if it appended none. */
export interface Written {
  position: GlobalPosition | null;
}

/** How long a request waits for its own writes to show in the read model before answering anyway. */
const READ_YOUR_WRITES_MS = 2_000;

/**
 * Read-your-writes in one call: runs a command, then waits (bounded) until every projection has
 * passed the position it returned, so whatever the caller reads next already shows the change.
 */
@Injectable()
export class CommandRunner {
  constructor(
    private readonly commands: CommandBus,
    private readonly progress: ProjectionProgress,
  ) {}

  async executeAndRead<R extends Written>(command: Command<R>): Promise<R> {
    return (await this.executeAndWait(command)).result;
  }

  /** As executeAndRead, also telling whether the read model caught up within `timeoutMs`. */
  async executeAndWait<R extends Written>(
    command: Command<R>,
    timeoutMs = READ_YOUR_WRITES_MS,
  ): Promise<{ result: R; caughtUp: boolean }> {
    const result = await this.commands.execute(command);
    const caughtUp = result.position === null || (await this.progress.waitFor(result.position, timeoutMs));
    return { result, caughtUp };
  }
}
