import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../infra/event-store/event-store.port';
import type { CommandContext } from '../command-context';
import type { ContentParent } from './reported-content';

/**
 * An administrator's "Restore" on a report of an item that reports hid: it shows again, its open reports are
 * dismissed, and reports no longer hide it.
 */
export class RestoreHiddenContent extends Command<{ position: GlobalPosition | null }> {
  constructor(
    readonly reportId: string,
    readonly parent: ContentParent,
    readonly context: CommandContext,
  ) {
    super();
  }
}
