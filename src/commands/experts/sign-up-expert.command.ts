import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../infra/event-store/event-store.port';
import type { CommandContext } from '../command-context';
import type { ExpertApplication } from './experts.decider';

/**
 * The expert signup form: with no signed-in member it creates an account with the role Expert
 * (email and password); with one (`memberUid`) it converts that account. The name becomes the username.
 */
export class SignUpExpert extends Command<{ uid: number; position: GlobalPosition | null }> {
  constructor(
    readonly application: ExpertApplication,
    readonly account: { email: string; password: string } | { memberUid: number },
    readonly context: CommandContext,
  ) {
    super();
  }
}
