import type { SavedItem, SavedItemType } from '@contracts/members';

/** The member's bookmarks in the server data store: by member, so another login starts from an empty list. */
export const SAVED_ITEMS = '/account/saved';
export const savedItemsKey = (uid: number | null) => `${SAVED_ITEMS}#${uid}`;

export interface SavedItems {
  /** Newest first. */
  items: SavedItem[];
}

export function savedItemKey(type: SavedItemType, id: number | string): string {
  return `${type}:${id}`;
}

export function isSaved({ items }: SavedItems, type: SavedItemType, id: number | string): boolean {
  const key = savedItemKey(type, id);
  return items.some((item) => savedItemKey(item.type, item.id) === key);
}

/** The list as the member sees it while a save or unsave is on its way: a save comes first (it is the newest). */
export function withChange({ items }: SavedItems, item: SavedItem, saved: boolean): SavedItems {
  const key = savedItemKey(item.type, item.id);
  const others = items.filter((other) => savedItemKey(other.type, other.id) !== key);
  return { items: saved ? [item, ...others] : others };
}
