import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../infra/event-store/event-store.port';
import type { CommandContext } from '../command-context';
import type { ProfileChanges } from './users.decider';

/** What lets a member set a new password: the current one, or a session an emailed reset code opened. */
export type PasswordProof = { currentPassword: string } | 'reset-code';

export interface PasswordChange {
  newPassword: string;
  proof: PasswordProof;
}

export class UpdateAccount extends Command<{ position: GlobalPosition | null; passwordChanged: boolean }> {
  constructor(
    readonly uid: number,
    readonly changes: ProfileChanges,
    readonly password: PasswordChange | null,
    readonly context: CommandContext,
  ) {
    super();
  }
}
