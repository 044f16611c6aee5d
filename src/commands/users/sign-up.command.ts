import { Command } from '@nestjs/cqrs';
import type { Role } from '../../contracts/members';
import type { GlobalPosition } from '../../infra/event-store/event-store.port';
import type { CommandContext } from '../command-context';

export class SignUp extends Command<{ uid: number; position: GlobalPosition | null }> {
  constructor(
    readonly email: string,
    readonly password: string,
    readonly context: CommandContext,
    readonly role: Role = 'member',
  ) {
    super();
  }
}
