import { HOLD_MESSAGES } from '../../contracts/holds';

/** What a write answers when its item is held for review. */
export const HELD = { held: true as const, message: HOLD_MESSAGES.held };

/** A new comment or answer, or one held for review. */
export interface Created {
  id: number;
  held?: true;
  message?: string;
}
