import { Plus } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { closesOnEscape } from '../../../lib/closes-on-escape';
import { useSessionStore } from '../../../lib/session/session-store';
import { ADD_CONTENT_LINKS } from '../add-content-links';
import { useSlidesAway } from '../hooks/use-slides-away';
import { JoinToAddDialog } from './join-to-add-dialog';
import styles from './add-content-button.module.css';

/**
 * The floating + button. A member opens a menu of the four posting forms (the first-time hint about
 * it is AddContentHint, at the top of the page); a visitor is invited to sign up. On a phone it slides
 * out of the way while the page scrolls down (useSlidesAway).
 */
export function AddContentButton() {
  const user = useSessionStore((state) => state.user);
  return user ? <AddContentMenu /> : <JoinToAddDialog />;
}

function AddContentMenu() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const { dock: root, away, onFocus } = useSlidesAway(open);
  const toggle = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsideClick = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('pointerdown', closeOnOutsideClick);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsideClick);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open, root]);

  return (
    <div ref={root} className={away ? `${styles.dock} ${styles.away}` : styles.dock} onFocus={onFocus}>
      {open && (
        <ul id={menuId} className={styles.menu} aria-label="Add content" {...closesOnEscape}>
          {ADD_CONTENT_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={styles.item}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <button
        ref={toggle}
        type="button"
        className={styles.button}
        aria-label="Add content"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <Plus size={28} aria-hidden className={open ? styles.turned : undefined} />
      </button>
    </div>
  );
}
