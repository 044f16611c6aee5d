import { useForgetAtLogout } from '../../../lib/session/use-forget-at-logout';
import { SAVED_ITEMS } from '../saved-items';
import { useSavedItems } from './use-saved-items';

/** Keeps the bookmarks in step with who is logged in: loaded once at login, gone at logout. */
export function useSavedItemsForSession(): void {
  useForgetAtLogout(SAVED_ITEMS);
  useSavedItems();
}
