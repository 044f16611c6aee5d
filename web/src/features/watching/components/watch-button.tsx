import { WATCH_MESSAGES } from '@contracts/watching';
import { Bell, BellRing } from 'lucide-react';
import { useWatch } from '../hooks/use-watching';
import type { WatchSubject } from '../watching';
import styles from './watch-button.module.css';

/**
 * "Watch" / "Watching" for members: new answers to a watched question and new posts in a watched
 * topic reach the bell and the weekly digest. aria-pressed says which state it is in; the name is
 * the visible word and what it is about ("Watch this question"), so the two never disagree.
 */
export function WatchButton({ subject, className }: { subject: WatchSubject; className?: string }) {
  const state = useWatch(subject);
  if (state.kind === 'hidden') return null;
  const classes = [styles.button, className].filter(Boolean).join(' ');
  if (state.kind === 'waiting') {
    return (
      <span className={`${classes} ${styles.waiting}`} aria-hidden>
        <Bell size={18} aria-hidden />
        {WATCH_MESSAGES.watch}
      </span>
    );
  }
  const Icon = state.watching ? BellRing : Bell;
  return (
    <button
      type="button"
      className={classes}
      aria-pressed={state.watching}
      aria-disabled={state.pending || undefined}
      onClick={state.toggle}
    >
      <Icon size={18} aria-hidden />
      {state.watching ? WATCH_MESSAGES.watching : WATCH_MESSAGES.watch}
      <span className="visually-hidden"> this {subject.kind}</span>
    </button>
  );
}
