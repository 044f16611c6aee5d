import { Command } from '@nestjs/cqrs';
import type { PostKind } from '../../contracts/content';
import type { GlobalPosition } from '../../infra/event-store/event-store.port';
import type { CommandContext } from '../command-context';
import type { PostFields } from '../posts/post-rules';

/** Keeps a logged-out visitor's post under a new secret key, checked by the posting rules. */
export class SaveDraft extends Command<{ key: string; position: GlobalPosition }> {
  constructor(
    readonly kind: PostKind,
    readonly fields: PostFields,
    readonly context: CommandContext,
  ) {
    super();
  }
}
