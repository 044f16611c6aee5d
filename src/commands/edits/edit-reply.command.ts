import { Command } from '@nestjs/cqrs';
import type { PostKind } from '../../contracts/content';
import type { GlobalPosition } from '../../infra/event-store/event-store.port';
import type { CommandContext } from '../command-context';

/** The context's actor edits their own comment or answer, named with the post it is under. */
export class EditReply extends Command<{ editedAt: string | null; position: GlobalPosition | null }> {
  constructor(
    readonly target: 'comment' | 'answer',
    readonly id: number,
    readonly parentKind: PostKind,
    readonly parentId: number,
    readonly text: string,
    /** "Post anyway": the author saw the warning about identifying details. */
    readonly identifyingDetailsConfirmed: boolean,
    readonly context: CommandContext,
  ) {
    super();
  }
}
