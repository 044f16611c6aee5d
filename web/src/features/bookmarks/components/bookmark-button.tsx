import type { SavedItem } from '@contracts/members';
import { Bookmark, BookmarkCheck } from 'lucide-react';
import { useBookmark } from '../hooks/use-bookmark';
import styles from './bookmark-button.module.css';

interface BookmarkButtonProps {
  item: SavedItem;
  className?: string;
}

/**
 * SAVE / SAVED for members. The name stays "Save {title}" in both states and aria-pressed says
 * which one it is, so a screen reader announces a toggle rather than a button that renames itself.
 */
export function BookmarkButton({ item, className }: BookmarkButtonProps) {
  const state = useBookmark(item);
  if (state.kind === 'hidden') return null;

  const classes = [styles.button, state.kind === 'ready' && state.saved ? styles.saved : '', className]
    .filter(Boolean)
    .join(' ');
  if (state.kind === 'waiting') {
    return (
      <span className={`${classes} ${styles.waiting}`} aria-hidden>
        <Bookmark size={18} aria-hidden />
        SAVE
      </span>
    );
  }

  const Icon = state.saved ? BookmarkCheck : Bookmark;
  return (
    <button
      type="button"
      className={classes}
      aria-label={`Save ${item.title}`}
      aria-pressed={state.saved}
      aria-disabled={state.pending || undefined}
      onClick={state.toggle}
    >
      <Icon size={18} aria-hidden />
      {state.saved ? 'SAVED' : 'SAVE'}
    </button>
  );
}
