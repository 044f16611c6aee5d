import type { CommandContext } from '../command-context';

/** The job a reset request enqueues on the accounts queue; its processor runs sendResetCode. */
export const SEND_RESET_CODE = 'send-reset-code';
export interface SendResetCodeJob {
  email: string;
  context: CommandContext;
}
