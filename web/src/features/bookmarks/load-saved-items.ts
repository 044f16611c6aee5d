import { errorMessage } from '../../lib/api';
import { getSavedItems } from './api/get-saved-items';
import { useSavedItemsStore } from './saved-items-store';

/** Loads the member's bookmarks once; a reply for a member who has since logged out is dropped. */
export async function loadSavedItems(uid: number, again = false): Promise<void> {
  const { uid: loadedFor, status, startLoading, finishLoading, failLoading } = useSavedItemsStore.getState();
  if (!again && loadedFor === uid && (status === 'loading' || status === 'loaded')) return;
  startLoading(uid);
  try {
    const { items } = await getSavedItems();
    finishLoading(uid, items);
  } catch (error) {
    failLoading(uid, errorMessage(error));
  }
}
