import { Command } from '@nestjs/cqrs';
import type { Role } from '../../contracts/members';
import type { GlobalPosition } from '../../infra/event-store/event-store.port';
import type { CommandContext } from '../command-context';

/** Gives the account a role; the role it holds already changes nothing (`changed: false`). */
export class ChangeRole extends Command<{ position: GlobalPosition | null; changed: boolean }> {
  constructor(
    readonly uid: number,
    readonly role: Role,
    readonly context: CommandContext,
  ) {
    super();
  }
}
