import type { MouseEvent } from 'react';
import styles from './skip-link.module.css';

/**
 * Moves the focus to the page's main content. It does so without following its #main address: that
 * would add a history entry (Back would stop on the same page) which the router did not make.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById('main');
    if (!main) return;
    event.preventDefault();
    main.focus();
  };
  return (
    <a href="#main" className={styles.skip} onClick={skip}>
      Skip to main content
    </a>
  );
}
