import { Command } from '@nestjs/cqrs';
import type { SavedItemType } from '../../contracts/members';
import type { GlobalPosition } from '../../infra/event-store/event-store.port';
import type { CommandContext } from '../command-context';

export class UnsaveItem extends Command<{ position: GlobalPosition | null }> {
  constructor(
    readonly uid: number,
    readonly itemType: SavedItemType,
    readonly id: number | string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
