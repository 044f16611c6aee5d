import { completesDoubleEscape } from '@contracts/quick-exit';
import { useEffect } from 'react';
import { escapeClosesSomething } from '../../lib/closes-on-escape';

/**
 * Calls `onDoubleEscape` when Escape is pressed twice in quick succession with nothing open. An Escape
 * that closes a dialog or menu is that one's, not the first of the two: counted, closing the phone
 * menu and then the + menu sent the tab away. Listening in the capture phase, before any dialog has
 * handled the press, is what lets it still see what was open.
 */
export function useDoubleEscape(onDoubleEscape: () => void): void {
  useEffect(() => {
    let previous: number | null = null;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const now = event.timeStamp;
      if (escapeClosesSomething(event)) previous = null;
      else if (completesDoubleEscape(previous, now)) onDoubleEscape();
      else previous = now;
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, [onDoubleEscape]);
}
