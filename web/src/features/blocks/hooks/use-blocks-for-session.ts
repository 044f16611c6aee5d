import { useForgetAtLogout } from '../../../lib/session/use-forget-at-logout';
import { BLOCKS } from '../blocked-members';
import { useBlockedMembers } from './use-blocked-members';

/** Keeps the reader's blocks in step with who is logged in: loaded at login (or the visit's start), gone at logout. */
export function useBlocksForSession(): void {
  useForgetAtLogout(BLOCKS);
  useBlockedMembers();
}
