import { Command } from '@nestjs/cqrs';
import type { PostKind } from '../../contracts/content';
import type { GlobalPosition } from '../../infra/event-store/event-store.port';
import type { CommandContext } from '../command-context';
import type { EditFields } from './edits.decider';

/** The context's actor edits their own article, book, video or question. */
export class EditPost extends Command<{ editedAt: string | null; position: GlobalPosition | null }> {
  constructor(
    readonly kind: PostKind,
    readonly id: number,
    readonly fields: EditFields,
    readonly context: CommandContext,
  ) {
    super();
  }
}
