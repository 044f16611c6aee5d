import { Command } from '@nestjs/cqrs';
import type { PostKind } from '../../contracts/content';
import type { GlobalPosition } from '../../infra/event-store/event-store.port';
import type { CommandContext } from '../command-context';

/** An author's "Delete" on their own article, book, video or question. */
export class DeletePost extends Command<{ keepsPlaceholder: boolean; position: GlobalPosition | null }> {
  constructor(
    readonly kind: PostKind,
    readonly id: number,
    readonly context: CommandContext,
  ) {
    super();
  }
}
