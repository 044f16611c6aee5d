import { Command } from '@nestjs/cqrs';
import type { PostKind } from '../../contracts/content';
import type { UnmaskedAuthor } from '../../contracts/pseudonyms';
import type { GlobalPosition } from '../../infra/event-store/event-store.port';
import type { CommandContext } from '../command-context';

/** An administrator asks who wrote an item posted under a pseudonym, and why. */
export class UnmaskAuthor extends Command<UnmaskedAuthor & { position: GlobalPosition }> {
  constructor(
    readonly kind: PostKind,
    readonly id: number,
    readonly reason: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
