import type { SavedItem, SavedItemType } from '@contracts/members';
import { api } from '../../../lib/api';

export const unsaveItem = (type: SavedItemType, id: number | string) =>
  api.delete<{ items: SavedItem[] }>(`/account/saved/${type}/${encodeURIComponent(String(id))}`);
