import type { SavedItem, SavedItemType } from '@contracts/members';
import { api } from '../../../lib/api';

/** The server looks the title up itself; it answers with the whole list, newest first. */
export const saveItem = (type: SavedItemType, id: number | string) =>
  api.put<{ items: SavedItem[] }>(`/account/saved/${type}/${encodeURIComponent(String(id))}`);
