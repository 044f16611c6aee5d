import { Command } from '@nestjs/cqrs';
import type { PostKind } from '../../contracts/content';
import type { GlobalPosition } from '../../infra/event-store/event-store.port';
import type { CommandContext } from '../command-context';
import type { PostFields } from './post-rules';

/** Posts an article, book, video or question as the context's actor. */
/** `held`: the post waits for review (see hold-rules) and shows to its author alone until approved. */
export class PostContent extends Command<{ kind: PostKind; id: number; position: GlobalPosition; held: boolean }> {
  constructor(
    readonly kind: PostKind,
    readonly fields: PostFields,
    readonly context: CommandContext,
    /** The id a claimed draft reserved for its post; a new one is taken otherwise. */
    readonly id?: number,
    /** How long the text took to write, measured by the client from the first keystroke to submit (hold-rules). */
    readonly writingMs?: number,
  ) {
    super();
  }
}
