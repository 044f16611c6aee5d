import { Command } from '@nestjs/cqrs';
import type { PostKind } from '../../contracts/content';
import type { GlobalPosition } from '../../infra/event-store/event-store.port';
import type { CommandContext } from '../command-context';

/** Posts a draft as the logged-in member; claiming it again answers with the same post. */
export class ClaimDraft extends Command<{ kind: PostKind; id: number; position: GlobalPosition; held: boolean }> {
  constructor(
    readonly key: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
