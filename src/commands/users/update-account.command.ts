import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../infra/event-store/event-store.port';
import type { CommandContext } from '../command-context';
import type { ProfileChanges } from './users.decider';

export class UpdateAccount extends Command<{ position: GlobalPosition | null; passwordChanged: boolean }> {
  constructor(
    readonly uid: number,
    readonly changes: ProfileChanges,
    readonly newPassword: string | null,
    readonly context: CommandContext,
  ) {
    super();
  }
}
