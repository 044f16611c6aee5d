import { setCsrfToken } from '../api';
import { getSession } from './get-session';
import { useSessionStore } from './session-store';

/**
 * Asks the server who is logged in. A failure (server down, network) leaves the current state and
 * only marks the session as loaded, so the site stays usable as logged out.
 */
export async function refreshSession(): Promise<void> {
  const { setSession, markLoaded } = useSessionStore.getState();
  try {
    const reply = await getSession();
    setCsrfToken(reply.csrfToken);
    setSession(reply.user, reply.csrfToken);
  } catch {
    markLoaded();
  }
}
