import type { SessionUser } from '@contracts/members';
import { refreshSession } from './refresh-session';
import { useSessionStore } from './session-store';

/** After login, signup or a reset code: trust the reply's user now, then pick up the new CSRF token. */
export async function startSession(user: SessionUser): Promise<void> {
  useSessionStore.getState().setSession(user);
  await refreshSession();
}
