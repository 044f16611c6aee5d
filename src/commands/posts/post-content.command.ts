import { Command } from '@nestjs/cqrs';
import type { PostKind } from '../../contracts/content';
import type { GlobalPosition } from '../../infra/event-store/event-store.port';
import type { CommandContext } from '../command-context';
import type { PostFields } from './posts.decider';

/** Posts an article, book, video or question as the context's actor. */
export class PostContent extends Command<{ kind: PostKind; id: number; position: GlobalPosition }> {
  constructor(
    readonly kind: PostKind,
    readonly fields: PostFields,
    readonly context: CommandContext,
  ) {
    super();
  }
}
