import { useServerData } from '../../../lib/server-data/use-server-data';
import { useSessionStore } from '../../../lib/session/session-store';
import { getSavedItems } from '../api/get-saved-items';
import { savedItemsKey } from '../saved-items';

/** The logged-in member's bookmarks, loaded at login for the whole visit; a SAVE anywhere shows at once. */
export function useSavedItems() {
  const uid = useSessionStore((state) => state.user?.uid ?? null);
  return useServerData(savedItemsKey(uid), getSavedItems, { keep: true, enabled: uid !== null });
}
