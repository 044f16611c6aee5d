import { useEffect, useRef, useState } from 'react';

/** The shell's phone layout (its Menu button, site-header.module.css): below it the + button gets out of the way. */
const NARROW_SCREEN = '(max-width: 799px)';
/** Scrolling less than this between two scroll events is a finger's jitter, not a direction. */
const MIN_STEP_PX = 8;

/**
 * Whether the floating + button's dock is out of the way: on a narrow screen while the page scrolls
 * down, so that it covers none of the controls passing under it (a card's SAVE in the lower right).
 * It comes back as soon as the page scrolls up, or reaches its top or its end (which keeps room for
 * it), and whenever the focus enters the dock; it stays while the focus is in it (the button or its
 * menu) or while `pinned` (the menu is open): the keyboard always reaches it.
 */
export function useSlidesAway(pinned = false) {
  const dock = useRef<HTMLDivElement>(null);
  const [scrolledAway, setScrolledAway] = useState(false);

  useEffect(() => {
    const narrow = window.matchMedia(NARROW_SCREEN);
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const atEnd = Math.ceil(y + window.innerHeight) >= document.documentElement.scrollHeight - 1;
      // Asked at each scroll rather than followed by focus events: a focused link that leaves the page
      // (the menu closing on navigation) tells nobody.
      const focused = dock.current?.contains(document.activeElement) ?? false;
      if (!narrow.matches || y <= 0 || atEnd || focused) {
        setScrolledAway(false);
        last = y;
        return;
      }
      if (Math.abs(y - last) < MIN_STEP_PX) return;
      setScrolledAway(y > last);
      last = y;
    };
    const onWidth = () => {
      if (!narrow.matches) setScrolledAway(false);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    narrow.addEventListener('change', onWidth);
    return () => {
      window.removeEventListener('scroll', onScroll);
      narrow.removeEventListener('change', onWidth);
    };
  }, []);

  return {
    /** For the dock element. */
    dock,
    away: scrolledAway && !pinned,
    /** For the dock: the keyboard reaching the button (or a link of its menu) brings it back. */
    onFocus: () => setScrolledAway(false),
  };
}
