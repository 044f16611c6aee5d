import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../infra/event-store/event-store.port';
import type { CommandContext } from '../command-context';

/** Creates a topic; a slug that is taken is refused with a conflict. */
export class CreateTopic extends Command<{ id: number; position: GlobalPosition }> {
  constructor(
    readonly slug: string,
    readonly name: string,
    readonly keywords: string[],
    readonly context: CommandContext,
  ) {
    super();
  }
}
