import { Command } from '@nestjs/cqrs';
import type { Role } from '../../contracts/members';
import type { GlobalPosition } from '../../infra/event-store/event-store.port';
import type { CommandContext } from '../command-context';

export class ChangeRole extends Command<{ position: GlobalPosition | null }> {
  constructor(
    readonly uid: number,
    readonly role: Role,
    readonly context: CommandContext,
  ) {
    super();
  }
}
