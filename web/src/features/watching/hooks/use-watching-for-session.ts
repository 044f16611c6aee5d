import { useForgetAtLogout } from '../../../lib/session/use-forget-at-logout';
import { WATCHING } from '../watching';

/** The watch list is kept for the visit once read, and gone at logout. */
export function useWatchingForSession(): void {
  useForgetAtLogout(WATCHING);
}
