export { BookmarkButton } from './components/bookmark-button';
export { useSavedItems } from './hooks/use-saved-items';
export { SAVED_ITEMS } from './saved-items';
