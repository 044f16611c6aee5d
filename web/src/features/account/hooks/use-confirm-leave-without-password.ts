import { MESSAGES } from '@contracts/messages';
import { useConfirmLeave } from '../../../lib/use-confirm-leave';

/** Leaving the account page asks first. Call it only while a reset still needs a new password. */
export function useConfirmLeaveWithoutPassword(): void {
  useConfirmLeave(MESSAGES.leaveWithoutPassword);
}
