import { BLOCK_TEXTS } from '@contracts/blocks';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { QuietButton } from '../../../components/quiet-button';
import type { Blockable } from '../blocked-members';
import { useBlocksSettled, useIsBlocked } from '../hooks/use-is-blocked';
import styles from './blocked-item.module.css';

interface BlockedItemProps {
  item: Blockable;
  children: ReactNode;
  /** In a list of cards the line takes the card's place, as a slim card of its own. */
  look?: 'inline' | 'card';
  /** Where it sits, e.g. the reading column of a post's page. */
  className?: string;
}

/**
 * What the reader blocked, behind a quiet line with Show; shown, it keeps a Hide again above it. The
 * focus follows the control that replaces the one pressed, and after a block made from the item itself
 * (whose dialog went with it) it lands on Show, not on the page's top; the first such line takes it, and
 * the others find it taken. Until a logged-in reader's list has come, the item is kept unseen in its place.
 */
export function BlockedItem({ item, children, look = 'inline', className }: BlockedItemProps) {
  const blocked = useIsBlocked(item);
  const settled = useBlocksSettled();
  const [shown, setShown] = useState(false);
  const control = useRef<HTMLButtonElement>(null);
  const wasBlocked = useRef(blocked);
  const wasSettled = useRef(settled);
  const pressed = useRef(false);

  useEffect(() => {
    // Blocked now, with the list already at hand before: a block just made, not the list's first load.
    const justBlocked = blocked && !wasBlocked.current && wasSettled.current;
    wasBlocked.current = blocked;
    wasSettled.current = settled;
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (pressed.current || (justBlocked && focusLost)) control.current?.focus();
    pressed.current = false;
  }, [blocked, settled, shown]);

  const toggle = (next: boolean) => {
    pressed.current = true;
    setShown(next);
  };

  if (!settled && !('isOwn' in item && item.isOwn))
    return (
      <div className={styles.pending} aria-hidden="true">
        {children}
      </div>
    );
  if (!blocked) return <>{children}</>;
  if (!shown)
    return (
      <p className={[styles.line, look === 'card' && styles.card, className].filter(Boolean).join(' ')}>
        <span>{BLOCK_TEXTS.hidden}</span>
        <QuietButton ref={control} onClick={() => toggle(true)}>
          {BLOCK_TEXTS.show}
        </QuietButton>
      </p>
    );
  return (
    <div className={className ? `${styles.revealed} ${className}` : styles.revealed}>
      <p className={styles.hideAgain}>
        <QuietButton ref={control} onClick={() => toggle(false)}>
          {BLOCK_TEXTS.hide}
        </QuietButton>
      </p>
      {children}
    </div>
  );
}
