import { completesDoubleEscape } from '@contracts/quick-exit';
import { useEffect } from 'react';

/**
 * Calls `onDoubleEscape` when Escape is pressed twice in quick succession, anywhere on the page:
 * listening in the capture phase, so an open dialog that handles the first press cannot hide it.
 */
export function useDoubleEscape(onDoubleEscape: () => void): void {
  useEffect(() => {
    let previous: number | null = null;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const now = event.timeStamp;
      if (completesDoubleEscape(previous, now)) onDoubleEscape();
      else previous = now;
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, [onDoubleEscape]);
}
