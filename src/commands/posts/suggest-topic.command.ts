import { Command } from '@nestjs/cqrs';
import type { PostKind } from '../../contracts/content';
import type { GlobalPosition } from '../../infra/event-store/event-store.port';
import type { CommandContext } from '../command-context';

/**
 * Files the category the context's actor suggested for their item `itemKind`/`itemId`. Sent by
 * posting (so declared here, beside it); handled by topic-suggestions, which sits above posts.
 */
export class SuggestTopic extends Command<{ id: number; position: GlobalPosition }> {
  constructor(
    readonly topic: string,
    readonly itemKind: PostKind,
    readonly itemId: number,
    readonly context: CommandContext,
  ) {
    super();
  }
}
