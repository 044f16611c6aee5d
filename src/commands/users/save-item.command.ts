import { Command } from '@nestjs/cqrs';
import type { SavedItem } from '../../contracts/members';
import type { GlobalPosition } from '../../infra/event-store/event-store.port';
import type { CommandContext } from '../command-context';

/** Bookmarks an item; the caller has looked up its title, so the item exists. */
export class SaveItem extends Command<{ position: GlobalPosition | null }> {
  constructor(
    readonly uid: number,
    readonly item: SavedItem,
    readonly context: CommandContext,
  ) {
    super();
  }
}
