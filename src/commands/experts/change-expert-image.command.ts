import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../infra/event-store/event-store.port';
import type { CommandContext } from '../command-context';

/** Points the profile at an image already stored under /uploads. */
export class ChangeExpertImage extends Command<{ position: GlobalPosition | null }> {
  constructor(
    readonly uid: number,
    readonly img: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
