import { Command } from '@nestjs/cqrs';
import type { BlockedFromKind } from '../../contracts/blocks';
import type { GlobalPosition } from '../../infra/event-store/event-store.port';
import type { CommandContext } from '../command-context';

type Written = { position: GlobalPosition | null };

/** A member blocks whoever is shown on a post, comment or answer, or an expert from their profile. */
export class BlockMember extends Command<Written & { blockId: string; name: string }> {
  constructor(
    readonly uid: number,
    readonly kind: BlockedFromKind,
    readonly id: number,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/** A member undoes one of their blocks. */
export class UnblockMember extends Command<Written> {
  constructor(
    readonly uid: number,
    readonly blockId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
