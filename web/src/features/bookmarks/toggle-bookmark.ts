import { BOOKMARK_MESSAGES, type SavedItem } from '@contracts/members';
import { errorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { saveItem } from './api/save-item';
import { unsaveItem } from './api/unsave-item';
import { isSaved, savedItemKey, useSavedItemsStore } from './saved-items-store';

let changeCount = 0;

/**
 * Saves an unsaved item or unsaves a saved one. The store shows the change at once; the server's
 * reply then replaces the list, and a refusal rolls the change back and shows the server's reason.
 * A second click while the first is on its way is ignored.
 */
export async function toggleBookmark(item: SavedItem): Promise<void> {
  const key = savedItemKey(item.type, item.id);
  const { uid, items, pending, propose, settle } = useSavedItemsStore.getState();
  if (uid === null || pending[key]) return;
  const saved = !isSaved(items, pending, item.type, item.id);
  const change = ++changeCount;
  propose({ item, saved });
  try {
    const reply = saved ? await saveItem(item.type, item.id) : await unsaveItem(item.type, item.id);
    settle(uid, key, change, reply.items);
    notify.success(BOOKMARK_MESSAGES.updated, { id: 'bookmarks-updated' });
  } catch (error) {
    settle(uid, key, change, null);
    notify.error(errorMessage(error));
  }
}
