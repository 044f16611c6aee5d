import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../infra/event-store/event-store.port';
import type { CommandContext } from '../command-context';
import type { ContentParent } from './reported-content';

/** An administrator's "Dismiss": the report is resolved and the content stays. */
export class DismissReport extends Command<{ position: GlobalPosition | null }> {
  constructor(
    readonly reportId: string,
    readonly parent: ContentParent,
    readonly context: CommandContext,
  ) {
    super();
  }
}
