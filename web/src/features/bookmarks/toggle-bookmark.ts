import { BOOKMARK_MESSAGES, type SavedItem } from '@contracts/members';
import { notify } from '../../lib/notify';
import { isWritePending } from '../../lib/server-data/pending';
import { useServerDataStore } from '../../lib/server-data/store';
import { performWrite } from '../../lib/server-data/write';
import { saveItem } from './api/save-item';
import { unsaveItem } from './api/unsave-item';
import { isSaved, savedItemKey, type SavedItems, savedItemsKey, withChange } from './saved-items';

/**
 * Saves an unsaved item or unsaves a saved one. The change shows at once; the server's reply then
 * replaces the list, and a refusal rolls the change back and shows the server's reason.
 * A second click while the first is on its way is ignored.
 */
export async function toggleBookmark(uid: number | null, item: SavedItem): Promise<void> {
  const key = savedItemsKey(uid);
  const tag = savedItemKey(item.type, item.id);
  const entry = useServerDataStore.getState().entries[key];
  if (uid === null || !entry?.hasData || isWritePending(key, tag)) return;
  const saved = !isSaved(entry.data as SavedItems, item.type, item.id);
  await performWrite(
    {
      run: () => (saved ? saveItem(item.type, item.id) : unsaveItem(item.type, item.id)),
      // The optimistic change's answer is the saved items as they now stand.
      invalidates: [],
      optimistic: () => ({
        key,
        tag,
        apply: (list: SavedItems) => withChange(list, item, saved),
        answer: (reply) => ({ items: reply.items }),
      }),
      onSuccess: () => notify.success(BOOKMARK_MESSAGES.updated, { id: 'bookmarks-updated' }),
    },
    undefined,
  );
}
