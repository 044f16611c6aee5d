import { Command } from '@nestjs/cqrs';
import type { PostKind } from '../../contracts/content';
import type { GlobalPosition } from '../../infra/event-store/event-store.port';
import type { CommandContext } from '../command-context';
import type { ReplyTarget } from './author-deletion.decider';

/** An author's "Delete" on their own comment or answer; `parent` is the post it is under (the read model knows it). */
export class DeleteReply extends Command<{ position: GlobalPosition | null }> {
  constructor(
    readonly target: ReplyTarget,
    readonly id: number,
    readonly parent: { kind: PostKind; id: number },
    readonly context: CommandContext,
  ) {
    super();
  }
}
