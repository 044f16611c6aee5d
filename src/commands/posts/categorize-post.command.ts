import { Command } from '@nestjs/cqrs';
import type { PostKind } from '../../contracts/content';
import type { GlobalPosition } from '../../infra/event-store/event-store.port';
import type { CommandContext } from '../command-context';

/** Adds a topic to a post's categories; a topic it carries already changes nothing (null position). */
export class CategorizePost extends Command<{ position: GlobalPosition | null }> {
  constructor(
    readonly kind: PostKind,
    readonly id: number,
    readonly topicId: number,
    readonly context: CommandContext,
  ) {
    super();
  }
}
