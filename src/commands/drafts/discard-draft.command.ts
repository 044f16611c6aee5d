import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../infra/event-store/event-store.port';
import type { CommandContext } from '../command-context';

/**
 * Who discards a draft: the visitor, by the key their browser holds, or an administrator, by the
 * draft's id (the key never leaves the visitor's browser).
 */
export type DraftDiscarder = { key: string } | { draftId: string; administrator: true };

/** Deletes a pending draft; deleting it again (or, for the visitor, after it was posted) changes nothing. */
export class DiscardDraft extends Command<{ position: GlobalPosition | null }> {
  constructor(
    readonly by: DraftDiscarder,
    readonly context: CommandContext,
  ) {
    super();
  }
}
