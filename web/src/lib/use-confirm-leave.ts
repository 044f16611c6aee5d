import { useCallback, useEffect } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router-dom';

const always = () => true;

/**
 * Asks `question` before another page opens, and has the browser warn before the tab is reloaded or closed,
 * while `shouldAsk()` holds. Mount it only while there is something to lose: the router hands every history
 * change to a blocker, including a #section typed in the address bar, which it did not make and warns about.
 * `shouldAsk` must be a stable function (a module's own), read at each attempt to leave.
 */
export function useConfirmLeave(question: string, shouldAsk: () => boolean = always): void {
  // Asked inside the blocker, so the answer is synchronous: a caller that navigates (logout) can tell at once
  // whether the member stayed.
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && shouldAsk() && !window.confirm(question),
    [question, shouldAsk],
  );
  const blocker = useBlocker(shouldBlock);
  useEffect(() => {
    if (blocker.state === 'blocked') blocker.reset();
  }, [blocker]);

  useEffect(() => {
    const warnBeforeClosing = (event: BeforeUnloadEvent) => {
      if (!shouldAsk()) return;
      event.preventDefault();
      // Older browsers only ask when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warnBeforeClosing);
    return () => window.removeEventListener('beforeunload', warnBeforeClosing);
  }, [shouldAsk]);
}
