import { Command } from '@nestjs/cqrs';
import type { Topic } from '../../contracts/topics';
import type { GlobalPosition } from '../../infra/event-store/event-store.port';
import type { CommandContext } from '../command-context';

/** Creates the suggested topic under `slug` and attaches the suggesting item to it. */
export class ApproveTopicSuggestion extends Command<{ topic: Topic; position: GlobalPosition }> {
  constructor(
    readonly id: number,
    readonly slug: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
