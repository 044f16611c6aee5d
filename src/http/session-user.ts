import type { SessionUser } from '../contracts/members';
import type { RequestSession } from './request-context';

export function toSessionUser(session: RequestSession | null): SessionUser | null {
  if (!session) return null;
  const { uid, email, username, usernameChosen, role, tutorialStatus } = session.user;
  return { uid, email, username, usernameChosen, role, tutorialStatus, mustChangePassword: session.mustChangePassword };
}
