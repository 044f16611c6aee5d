import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../infra/event-store/event-store.port';
import type { CommandContext } from '../command-context';
import type { ContentParent } from './reported-content';

/** An administrator's "Remove content" on a report: the content goes, and every open report of it is resolved. */
export class RemoveContent extends Command<{ position: GlobalPosition | null }> {
  constructor(
    readonly reportId: string,
    readonly parent: ContentParent,
    readonly reason: string | null,
    readonly context: CommandContext,
  ) {
    super();
  }
}
