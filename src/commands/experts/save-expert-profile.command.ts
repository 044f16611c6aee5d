import { Command } from '@nestjs/cqrs';
import type { ExpertProfileFields } from '../../contracts/experts';
import type { GlobalPosition } from '../../infra/event-store/event-store.port';
import type { CommandContext } from '../command-context';

export class SaveExpertProfile extends Command<{ position: GlobalPosition | null }> {
  constructor(
    readonly uid: number,
    readonly profile: ExpertProfileFields,
    readonly context: CommandContext,
  ) {
    super();
  }
}
