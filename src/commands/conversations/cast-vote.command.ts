import { Command } from '@nestjs/cqrs';
import type { VoteDirection } from '../../contracts/content';
import type { ReplyTarget, VoteValue } from '../../events/content/conversations.events';
import type { GlobalPosition } from '../../infra/event-store/event-store.port';
import type { CommandContext } from '../command-context';

/** The caller checks that the target exists and finds its author (its read row) before sending this. */
export class CastVote extends Command<{ myVote: VoteValue; position: GlobalPosition | null }> {
  constructor(
    readonly target: ReplyTarget,
    readonly targetId: number,
    readonly voterId: number,
    /** The target's author, even when it is under a pseudonym; null once their account is deleted. */
    readonly authorId: number | null,
    readonly direction: VoteDirection,
    readonly context: CommandContext,
  ) {
    super();
  }
}
