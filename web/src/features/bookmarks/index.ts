export { BookmarkButton } from './components/bookmark-button';
export { loadSavedItems } from './load-saved-items';
export { useSavedItemsStore, visibleSavedItems } from './saved-items-store';
